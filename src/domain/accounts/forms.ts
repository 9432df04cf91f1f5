/**
 * The e-mail-and-password forms on `/account/` (11-G19, C31): "/account/ accepts form query values
 * login, signUp, additionalDetails and forgotPassword"; the parameter name `form` is C31's pick.
 */
export const FORM_NAMES = ['login', 'signUp', 'additionalDetails', 'forgotPassword'] as const;
export type FormName = (typeof FORM_NAMES)[number];

export function isFormName(value: string | null): value is FormName {
  return value !== null && (FORM_NAMES as readonly string[]).includes(value);
}

export function formPath(form: FormName): string {
  return `/account/?form=${form}`;
}

/** Only `/account/` itself opens a form; deeper account paths keep their own screens. */
export function opensForm(pathname: string, form: string | null): form is FormName {
  return /^\/account\/?$/.test(pathname) && isFormName(form);
}
