import type { ReactNode } from 'react';

interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  hint?: string;
  field?: string;
  error?: string | null;
}

/** A 44 px tall checkbox row with its label (and the error of a required box). */
export function Checkbox({ checked, onChange, label, hint, field, error }: CheckboxProps) {
  const errorId = field ? `checkout-${field}-error` : undefined;
  return (
    <div className="checkout-check">
      <label className="checkout-check__label">
        <input
          type="checkbox"
          className="checkout-check__box"
          checked={checked}
          data-field={field}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="checkout-check__text">
          {label}
          {hint ? <span className="checkout-check__hint">{hint}</span> : null}
        </span>
      </label>
      {error ? (
        <p className="checkout-field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
