// Default value of each persisted slice. No runtime imports on purpose: the atoms (first paint)
// take their initial values from here without pulling zod or Dexie into the home-page bundle.
import type {
  Basket,
  CheckoutForm,
  CreditsSlice,
  DealbotSlice,
  DealChoicesSlice,
  Experiments,
  HutsSlice,
  LastOrder,
  OrderSlice,
  Session,
  Settings,
  UtmSlice,
  VisitSlice,
} from './records';
import type { IdentitySlice } from './session';

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
  kiosk: null,
  consent: null,
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

export const DEFAULT_CHECKOUT_FORM: CheckoutForm = {
  name: '',
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  addressLine1: '',
  addressLine2: '',
  postcode: '',
  interior: '',
  streetAddress: '',
  postalCode: '',
  instructions: '',
  contactFree: false,
  isCurbside: false,
  marketing: false,
  termsAccepted: false,
  paymentType: null,
  tip: null,
  priorityDelivery: false,
};

export const DEFAULT_ORDER: OrderSlice = {
  clientOrderId: null,
  state: 'idle',
  preauthorizeState: 'stale',
  paymentType: null,
  transactionId: null,
  orderId: null,
  customerOrderReference: null,
  totalPrice: null,
  orderToken: null,
  transactionIdSuccess: null,
  expiredTransactionIds: [],
  history: {},
  priorityDeliveryReservation: null,
  checkoutStep: 0,
};

export const DEFAULT_CREDITS: CreditsSlice = { voucher: null, giftCard: null };

export const DEFAULT_UTM: UtmSlice = null;

export const DEFAULT_VISIT: VisitSlice = { channel: null, autoLocaliseDone: false };

/** The signed-in customer's record when nobody is signed in (src/db/session.ts, Dexie table `identity`). */
export const DEFAULT_IDENTITY: IdentitySlice = {
  tokens: null,
  authMethod: null,
  tenant: null,
  user: null,
  account: null,
  updatedAt: null,
};
