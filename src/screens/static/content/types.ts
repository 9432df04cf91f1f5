import type { Market } from '../../../domain/markets/ids';

/**
 * The shape of a static page's content (checklist 10-G5): typed TS per page, written once in English
 * and once in French, with the market's facts (operator, regulator, money, laws) filled in. Plain
 * strings only: React escapes them, so no HTML reaches the page from here.
 */
export interface StaticSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface StaticDoc {
  title: string;
  lead: string;
  /** ISO date the text was last changed; shown as "Last updated". */
  updated?: string;
  sections: StaticSection[];
  /** Questions and answers, shown as an accordion (FAQs). */
  faqs?: { heading: string; items: { q: string; a: string }[] }[];
  /** Where to go next. */
  links?: { label: string; to: string }[];
}

export type ContentLanguage = 'en' | 'fr';

/** A page's content: one function per language of the market's facts. */
export type StaticContent = (language: ContentLanguage, facts: MarketFacts) => StaticDoc;

/**
 * The market facts the pages quote. The operators are fictional: this product is a demonstration,
 * and its legal pages name a placeholder company per market (written down in the closing note).
 */
export interface MarketFacts {
  market: Market;
  country: { en: string; fr: string };
  operator: string;
  address: string;
  registration: { en: string; fr: string };
  email: string;
  privacyEmail: string;
  phone: string;
  /** Consumer and data protection law and the regulator a customer can complain to. */
  dataLaw: { en: string; fr: string };
  regulator: { en: string; fr: string; url: string };
  /** How long order records are kept and why (tax and accounting law of the market). */
  orderRetention: { en: string; fr: string };
  /** The tax words prices are quoted with. */
  taxes: { en: string; fr: string };
  /** The way the loyalty scheme counts (S3 §1 for India; C40). */
  rewards: { en: string[]; fr: string[] };
  /** The name of collection in the market's words. */
  collection: { en: string; fr: string };
}
