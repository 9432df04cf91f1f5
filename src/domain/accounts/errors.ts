/**
 * Identity errors → message keys (S3 §8, 11-G10, 11-G15, 11-G21, 11-G22, 11-G27). The wording of every
 * key lives in the `accountRules` translation section (en and fr), which both account areas load.
 * The error names are the contract's (IDENTITY_ERROR_NAMES); this module only reads `name` and
 * `message`, so it takes plain strings and stays free of the contract.
 */
export interface IdentityFailure {
  name: string;
  message: string;
}

/** The modern area's keys of S3 §8.1 (11-G10), used as they are under the section. */
export const MODERN_MESSAGE_KEYS = [
  'module.Accounts.CREATE_FAILED',
  'CONFIRMED',
  'OTP_ERROR',
  'OTP_THIRD_TIME_ERROR',
  'UNKNOWN_ERROR',
  'EXISTS',
  'OTP_NEW_ACCOUNT',
] as const;
export type ModernMessageKey = (typeof MODERN_MESSAGE_KEYS)[number];

/** The translation key of a modern message (keys with dots nest: accountRules.module.Accounts.CREATE_FAILED). */
export function modernMessage(key: ModernMessageKey): `accountRules.${ModernMessageKey}` {
  return `accountRules.${key}`;
}

/** A wrong code in the modern area: 'OTP_ERROR', and 'OTP_THIRD_TIME_ERROR' once the challenge is spent. */
export function codeErrorKey(error: IdentityFailure): 'OTP_ERROR' | 'OTP_THIRD_TIME_ERROR' | 'UNKNOWN_ERROR' {
  if (error.name === 'CodeAttemptsExceededException') return 'OTP_THIRD_TIME_ERROR';
  if (error.name === 'CodeMismatchException' || error.name === 'ExpiredCodeException') return 'OTP_ERROR';
  return 'UNKNOWN_ERROR';
}

/** The legacy India area's texts (11-G15). */
export const LEGACY_MESSAGES = {
  /** 'Unable to send SMS; please try again': the generate call failed (network, server, 429). */
  smsFailed: 'accountRules.legacy.smsFailed',
  /** 'There was a problem validating this number': generate refused the number (400). */
  numberProblem: 'accountRules.legacy.numberProblem',
  /** 'Invalid OTP.': verify answered result false. */
  invalidOtp: 'accountRules.legacy.invalidOtp',
  /** 'Your OTP code is not recognized': the verify call itself failed. */
  codeNotRecognized: 'accountRules.legacy.codeNotRecognized',
  /** The third wrong code: a new code is needed (11-G13 "3 invalid codes require a new code"). */
  newCodeNeeded: 'accountRules.legacy.newCodeNeeded',
  /** "A request time-out error after the fetch time-out" (10000 ms). */
  timeout: 'accountRules.legacy.timeout',
} as const;

export type FormField = 'username' | 'password' | 'code';

/** A message on one field of the e-mail-and-password forms ("Errors are set on the form field"). */
export interface FieldMessage {
  field: FormField;
  key: string;
  /** The reset-code messages "come with a link to request another" (11-G22). */
  offerNewCode?: true;
}

const TRAFFIC = 'accountRules.form.traffic';

/**
 * Sign-up (S3 §8.3): "UsernameExistsException means the email exists. InvalidParameterException with
 * the message 'Username should be an email.' means an invalid email. A message containing 'password'
 * means an invalid password. InvalidPasswordException means an invalid password. Any other error shows
 * an unknown-sign-up error on the password field." TooManyRequestsException is retried by the caller
 * (C33: 5 calls); if the last call still meets it, the traffic text shows.
 */
export function signUpErrorMessage(error: IdentityFailure): FieldMessage {
  if (error.name === 'UsernameExistsException') return { field: 'username', key: 'accountRules.form.emailExists' };
  if (error.name === 'InvalidParameterException' && error.message === 'Username should be an email.')
    return { field: 'username', key: 'accountRules.form.usernameNotEmail' };
  if (error.name === 'InvalidPasswordException' || /password/i.test(error.message))
    return { field: 'password', key: 'accountRules.form.invalidPassword' };
  if (error.name === 'TooManyRequestsException') return { field: 'password', key: TRAFFIC };
  return { field: 'password', key: 'accountRules.form.unknownSignUp' };
}

/** Whether a failed call is to be retried (S3 §8.3 "TooManyRequestsException is retried"). */
export function isRetryable(error: IdentityFailure): boolean {
  return error.name === 'TooManyRequestsException';
}

/**
 * Sign-in with e-mail and password (S3 §8.3). Pick: wrong credentials and an unknown user give 'Invalid
 * email or password' (the same text, so the form does not say which e-mails exist); a reset-required
 * user gets 'Password Reset Required For Login Attempt', which starts the reset flow; anything else
 * (network, server) 'We were unable to log in to your account'.
 */
export function signInErrorMessage(error: IdentityFailure): FieldMessage {
  if (error.name === 'NotAuthorizedException' || error.name === 'UserNotFoundException')
    return { field: 'password', key: 'accountRules.form.invalidCredentials' };
  if (error.name === 'PasswordResetRequiredException') return { field: 'password', key: 'accountRules.form.resetRequired' };
  if (error.name === 'TooManyRequestsException') return { field: 'password', key: TRAFFIC };
  if (error.name === 'InvalidParameterException' && error.message === 'Username should be an email.')
    return { field: 'username', key: 'accountRules.form.usernameNotEmail' };
  return { field: 'password', key: 'accountRules.form.unableToLogIn' };
}

/** 'Password Reset Required For Login Attempt' starts the reset flow (11-G22). */
export function startsPasswordReset(error: IdentityFailure): boolean {
  return error.name === 'PasswordResetRequiredException';
}

/** Empty fields before any call (S3 §8.3 'Username cannot be empty', 'Password cannot be empty', 'Code cannot be empty'). */
export function emptyFieldMessage(field: FormField): FieldMessage {
  const key = { username: 'accountRules.form.usernameEmpty', password: 'accountRules.form.passwordEmpty', code: 'accountRules.form.codeEmpty' }[field];
  return { field, key };
}

/** Password reset (11-G22): expired and mismatched codes come with a link to request another. */
export function resetErrorMessage(error: IdentityFailure): FieldMessage {
  if (error.name === 'ExpiredCodeException') return { field: 'code', key: 'accountRules.form.resetCodeExpired', offerNewCode: true };
  if (error.name === 'CodeMismatchException' || error.name === 'CodeAttemptsExceededException')
    return { field: 'code', key: 'accountRules.form.resetCodeMismatch', offerNewCode: true };
  if (error.name === 'InvalidPasswordException') return { field: 'password', key: 'accountRules.form.invalidPassword' };
  if (error.name === 'TooManyRequestsException') return { field: 'code', key: TRAFFIC };
  return { field: 'code', key: 'accountRules.form.unableToReset' };
}

/** "On a user-does-not-exist message the customer is logged out" (S3 §8.3, 11-G27). */
export function isUserGone(error: IdentityFailure): boolean {
  return error.name === 'UserNotFoundException' || /user does not exist/i.test(error.message);
}

/**
 * 11-G27: "Identity errors NotAuthorizedException, UserNotFoundException, 'No current user' and 'not
 * authenticated' lead to logout when the user was logged in. Others are logged as warnings."
 */
export function forcesLogout(error: IdentityFailure, wasLoggedIn: boolean): boolean {
  if (!wasLoggedIn) return false;
  return (
    error.name === 'NotAuthorizedException' ||
    isUserGone(error) ||
    /no current user/i.test(error.message) ||
    /not authenticated/i.test(error.message)
  );
}

/** 11-G4: a missing account record is an error whose message contains 'Not Found' (GraphQL 404); others are alerts (11-G10). */
export function isAccountNotFound(message: string): boolean {
  return message.includes('Not Found');
}
