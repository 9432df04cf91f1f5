import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { log } from '../../log/logger';

/** Suggestions are asked once typing pauses this long. */
const SUGGEST_DELAY_MS = 250;

interface Props<T> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Suggestions for the text; called only when `ready(text)` holds. */
  load: (text: string) => Promise<T[]>;
  ready: (text: string) => boolean;
  optionKey: (option: T) => string;
  optionLabel: (option: T) => string;
  onPick: (option: T) => void;
  /** Enter with no active suggestion (spec 1 §5: a warning for delivery, a text search for collection). */
  onEnterWithoutSuggestion: (text: string) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
  placeholder?: string;
  autoComplete?: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
}

/**
 * An input with a list of suggestions in the ARIA combobox pattern: arrows move through the list,
 * Enter picks, Escape closes; the list stops at 350 px (`.suggestions`, spec 1 §9).
 */
export function Combobox<T>({
  label,
  value,
  onChange,
  load,
  ready,
  optionKey,
  optionLabel,
  onPick,
  onEnterWithoutSuggestion,
  inputRef,
  placeholder,
  autoComplete,
  describedBy,
  invalid,
  disabled,
}: Props<T>) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  // The answer for one text: shown only while the field still holds that text.
  const [result, setResult] = useState<{ text: string; options: T[]; failed: boolean } | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const requestRef = useRef(0);

  useEffect(() => {
    const request = (requestRef.current += 1);
    if (!ready(value)) return;
    const timer = setTimeout(() => {
      load(value)
        .then((found) => {
          if (request !== requestRef.current) return;
          setResult({ text: value, options: found, failed: false });
          setActive(-1);
          setOpen(true);
        })
        .catch((error: unknown) => {
          if (request !== requestRef.current) return;
          log.warn('Address suggestions failed', error);
          setResult({ text: value, options: [], failed: true });
          setOpen(true);
        });
    }, SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value, ready, load]);

  const current = result && result.text === value && ready(value) ? result : null;
  const options = current?.options ?? [];
  const failed = current?.failed ?? false;

  function pick(option: T) {
    requestRef.current += 1; // a late answer for the old text must not reopen the list
    setOpen(false);
    setActive(-1);
    onPick(option);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = open ? options[active] : undefined;
      if (option !== undefined) pick(option);
      else {
        setOpen(false);
        onEnterWithoutSuggestion(value);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const showList = open && (options.length > 0 || failed);
  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <div className="combobox">
      <label className="field__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className="field__input"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        autoComplete={autoComplete ?? 'off'}
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label={label} className="suggestions combobox__list" hidden={!showList}>
        {failed ? (
          <li className="combobox__note" role="presentation">
            {t('localisation.address.suggestionsFailed')}
          </li>
        ) : null}
        {options.map((option, index) => (
          <li
            key={optionKey(option)}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="combobox__option"
            // mousedown, not click: it lands before the input's blur closes the list
            onMouseDown={(event) => {
              event.preventDefault();
              pick(option);
            }}
          >
            {optionLabel(option)}
          </li>
        ))}
      </ul>
    </div>
  );
}
