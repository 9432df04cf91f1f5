// The shape of every persisted slice record (zod) and its inferred type. Read with loadSlice, which
// validates: a record that no longer parses is dropped with a logged warning and the default used.
export * from './records/basket';
export * from './records/session';
export * from './records/settings';
export * from './records/checkout';
