// Default value of each persisted slice. No runtime imports on purpose: the atoms (first paint)
// take their initial values from here without pulling zod or Dexie into the home-page bundle.
import type { Basket, DealbotSlice, DealChoicesSlice, Experiments, HutsSlice, LastOrder, Session, Settings } from './records';

export const DEFAULT_BASKET: Basket = { expires: null, deals: {}, items: {}, discount: null };

export const DEFAULT_SESSION: Session = {
  dispositionType: 'delivery',
  pendingDisposition: null,
  dispositionWhen: 'asap',
  dispositionTime: null,
  deliveryHut: null,
  collectionHut: null,
  selectedLanguage: null,
  languageChangedManually: false,
};

export const DEFAULT_SETTINGS: Settings = {
  flagLevel: 'production',
  showHiddenFlags: false,
  vegetarianOnly: false,
  covidNotice: false,
};

export const DEFAULT_LAST_ORDER: LastOrder = null;

export const DEFAULT_EXPERIMENTS: Experiments = {};

export const DEFAULT_HUTS: HutsSlice = { current: null, localised: false };

export const DEFAULT_DEAL_CHOICES: DealChoicesSlice = {};

export const DEFAULT_DEALBOT: DealbotSlice = {
  on: false,
  showEnableModal: false,
  showDisableModal: false,
  savings: 0,
  welcomeMessageShown: false,
  status: 'resting',
  optimisedDealIds: [],
};
