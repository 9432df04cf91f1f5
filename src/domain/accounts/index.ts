/** Account rules (issue 14, checklist section 11): pure, shared by the account areas, checkout and the server. */
export * from './code';
export * from './contact';
export * from './date-of-birth';
export * from './email';
export * from './errors';
export * from './names';
export * from './password';
export * from './phones';
export * from './random-password';
export * from './targets';
export * from './forms';
