/**
 * Checkout rules shared by the page and the server (spec 2 §4, §5, §7, §9): form validation, phone
 * rules, payment choices, the order's customer, credits, priority delivery, tracking and the sandbox
 * kitchen. tracking.ts, kitchen.ts and constants.ts load no market records: the app shell's track
 * banner and idle time-out can import them directly without pulling in zod or the phone metadata.
 */
export * from './types';
export * from './constants';
export { stripCarets } from './strings';
export { validatePhone, normalisePhoneForOrder, phoneForPrefill, INDIA_PHONE_MESSAGES, type PhoneErrorKey } from './phone';
export { passwordHint, PASSWORD_MIN_LENGTH, type PasswordHint, type PasswordPart } from './password';
export {
  validateCheckout,
  checkoutName,
  type CheckoutField,
  type CheckoutErrorKey,
  type CheckoutErrors,
  type CheckoutValidationInput,
} from './validation';
export {
  availablePaymentTypes,
  paymentTypeFor,
  type PaymentChoice,
  type PaymentChoiceInput,
  type PaymentDisabledReason,
} from './payment-methods';
export {
  buildOrderCustomer,
  type OrderCustomerFacts,
  type OrderCustomerInput,
  type OrderDeliveryAddressFacts,
  type SessionAddress,
} from './customer';
export { buildOrderPayload, type OrderPayloadFacts, type OrderPayloadInputs } from './order-payload';
export { countCookedItems } from './priority';
export { giftCardCredit, giftCardErrorView, type GiftCardErrorView } from './credits';
export {
  trackerStepFor,
  advanceTrackerStep,
  isFinalStatus,
  trackBannerVisible,
  TRACKER_STEP_LABELS,
  FINAL_TRACKER_STEP,
  type TrackerStep,
} from './tracking';
export {
  googlePayRequest,
  skipsGooglePayShippingCheck,
  applePayRequest,
  applePayDisplayName,
  applePayMerchantIdentifier,
  compareVersions,
  appVersionFromUserAgent,
  readWalletPayload,
  missingWalletState,
  walletLocale,
  GOOGLE_MERCHANT_ID_MISSING,
  APPLE_PAY_COMPLETION_DELAY_MS,
  WALLET_PAYLOAD_RETRY_MS,
  LEGACY_APP_MAX_VERSION,
  LEGACY_APPLE_PAY_MERCHANTS,
  type WalletMarketFacts,
  type GooglePaySettings,
  type WalletPayloadType,
} from './wallet-requests';
export { kitchenStatusAt, KITCHEN_SCHEDULE_MS, ORDER_DELIVERED_AFTER_MS, type EtaType, type KitchenStep } from './kitchen';
export {
  checkGooglePayShipping,
  normaliseWalletContact,
  normaliseWalletPhone,
  validateApplePayContact,
  applePayLineItems,
  APPLE_PAY_MESSAGES,
  type GooglePayShippingError,
  type WalletPaymentData,
  type WalletPaymentDataInput,
  type ApplePayContactInput,
  type ApplePayContactError,
  type ApplePayContactField,
  type WalletLineItem,
} from './wallets';
