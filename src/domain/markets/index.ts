/**
 * Market and sector configuration (spec 1 §1, §9; 2 §9; 3 §3, §9): one zod-checked record per market
 * and per sector, and the pure questions the page, the worker and the server ask of them.
 */
export * from './ids';
export * from './schema';
export * from './config';
export * from './patterns';
export * from './distance';
export { languagesOfMarket, marketOfLanguage, type LanguageOptions } from './languages';
