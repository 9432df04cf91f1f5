// The building blocks of every account screen (the modern area, the e-mail-and-password forms, in-store
// sign-up, 11-G2..G24): a labelled field, a checkbox row, a notice, the offline note and the page frame
// (414 px wide, S3 §9). In components/ because screens never import each other.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { usePwaStatus } from '../../atoms/use-pwa-status';
import './account-forms.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  /** Shown instead of the input's own value while locked (11-G7 "the email field is locked …"). */
  locked?: boolean;
  before?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Field({ label, value, onChange, error, hint, locked = false, before, ref, ...input }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="account-field">
      <label className="account-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="account-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <div className="account-field__row">
        {before}
        <input
          {...input}
          ref={ref}
          id={id}
          className={`account-field__input${error ? ' account-field__input--invalid' : ''}`}
          value={value}
          readOnly={locked || input.readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {error ? (
        <p className="account-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function CheckboxRow({ checked, onChange, label, name }: { checked: boolean; onChange: (checked: boolean) => void; label: ReactNode; name?: string }) {
  return (
    <label className="account-check">
      <input type="checkbox" name={name} className="account-check__box" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

export type NoticeKind = 'warning' | 'error' | 'success' | 'info';

export function Notice({ kind, children }: { kind: NoticeKind; children: ReactNode }) {
  return (
    <div className={`account-notice account-notice--${kind}`} role={kind === 'error' || kind === 'warning' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** Sign-in, sign-up and saves need the network (issue 14 "Offline and failure"): say so, and disable them. */
export function useOnline(): boolean {
  const { online } = usePwaStatus();
  return online;
}

export function OfflineNote({ what }: { what: 'signIn' | 'save' }) {
  const { t } = useTranslation();
  return <Notice kind="info">{t(`account.offline.${what}`)}</Notice>;
}

export function AccountPage({ title, children, intro }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="account-page" aria-labelledby="account-title">
      <h1 className="account-page__title" id="account-title" tabIndex={-1}>
        {title}
      </h1>
      {intro ? <p className="account-page__intro">{intro}</p> : null}
      {children}
    </section>
  );
}
