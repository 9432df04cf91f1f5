/**
 * Market and sector configuration (spec 1 §1, §9; 2 §9; 3 §3, §9): one zod-checked record per market
 * and per sector, and the pure questions the page, the worker and the server ask of them. The records'
 * schemas are for the tests that check them (config.ts): the barrel gives their types only, so a
 * module importing from here never builds the schemas at run time.
 */
export * from './ids';
export type * from './schema';
export * from './config';
export * from './patterns';
export * from './distance';
export { languagesOfMarket, marketOfLanguage, type LanguageOptions } from './languages';
