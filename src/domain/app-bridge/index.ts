export * from './detect';
export * from './messages';
export * from './decommission';
export * from './prefill';
