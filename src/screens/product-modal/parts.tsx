import type { ReactNode } from 'react';

interface ChoiceProps {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  label: string;
  /** Price or note on the right of the row. */
  aside?: string;
  /** Why a choice cannot be picked; read out with the choice. */
  note?: string;
  type?: 'radio' | 'checkbox';
  onChange: (checked: boolean) => void;
}

/** One radio or checkbox row with a 48 px target; the aside and note are part of its name. */
export function Choice({ name, value, checked, disabled, label, aside, note, type = 'radio', onChange }: ChoiceProps) {
  const id = `${name}-${value}`;
  return (
    <label className={`choice ${disabled ? 'choice--disabled' : ''} ${checked ? 'choice--checked' : ''}`} htmlFor={id}>
      <input
        id={id}
        type={type}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span className="choice__text">
        <span className="choice__label">{label}</span>
        {note ? <span className="choice__note"> {note}</span> : null}
      </span>
      {aside ? <span className="choice__aside"> {aside}</span> : null}
    </label>
  );
}

/** A labelled group of choices (fieldset + legend: the group's name for screen readers). */
export function ChoiceGroup({ legend, hint, children }: { legend: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="choice-group">
      <legend className="choice-group__legend">{legend}</legend>
      {hint ? <div className="choice-group__hint">{hint}</div> : null}
      <div className="choice-group__list">{children}</div>
    </fieldset>
  );
}

interface FooterProps {
  /** The button's words, price included ('Add to basket £13.74'). */
  label: string;
  price: string | null;
  disabled?: boolean;
  summary?: ReactNode;
  problem?: string | null;
  onSubmit: () => void;
}

/** The sticky footer: how the price is made, any problem, and the primary button with the price. */
export function EditorFooter({ label, price, disabled, summary, problem, onSubmit }: FooterProps) {
  return (
    <div className="editor-footer">
      {summary ? <div className="editor-footer__summary">{summary}</div> : null}
      {problem ? (
        <p className="editor-footer__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="button" className="button button--primary editor-footer__button" disabled={disabled} onClick={onSubmit}>
        <span>{label}</span>
        {price ? (
          <>
            {' '}
            <span className="editor-footer__price">{price}</span>
          </>
        ) : null}
      </button>
    </div>
  );
}
