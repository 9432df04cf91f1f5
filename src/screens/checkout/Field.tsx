import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'onBlur' | 'value' | 'id'> {
  /** Names the input for focus-on-submit (`data-field`). */
  field: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Leaving the field shows its error (spec 2 §5: errors on blur). */
  onBlur?: () => void;
  /** The message shown under the input and announced (role=alert). */
  error?: string | null;
  hint?: ReactNode;
  /** A live note under the input (instructions counter, password hint). */
  status?: ReactNode;
  multiline?: boolean;
  maxLength?: number;
}

/**
 * A labelled input: label tied to it, hint and error referenced by aria-describedby, aria-invalid
 * while an error shows, and the error announced as it appears (spec 2 §5; STYLE).
 */
export function Field({ field, label, value, onChange, onBlur, error, hint, status, multiline = false, className = '', ...input }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, status ? statusId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    'data-field': field,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onBlur,
    className: `checkout-field__input ${error ? 'checkout-field__input--invalid' : ''}`,
  } as const;
  return (
    <div className={`checkout-field ${className}`}>
      <label className="checkout-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="checkout-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea
          {...common}
          rows={3}
          value={value}
          maxLength={input.maxLength}
          required={input.required}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input {...input} {...common} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
      {status ? (
        <p className="checkout-field__status" id={statusId} aria-live="polite">
          {status}
        </p>
      ) : null}
      {error ? (
        <p className="checkout-field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
