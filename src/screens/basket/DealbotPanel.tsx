import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import type { DealbotView } from './model';

/** How long 'DealBot saved you X' stays before the dealbot rests (long enough to read twice). */
export const DEALBOT_MOMENT_MS = 8000;

interface DealbotPanelProps {
  dealbot: DealbotView;
  format: (amount: number) => string;
  onChange: (on: boolean) => void;
  onConfirmOff: (open: boolean) => void;
  onDismissWelcome: () => void;
  onRest: () => void;
}

/**
 * The dealbot switch and its moment (spec 1 §2, §4): switching on runs the optimiser at once;
 * switching off asks first, in the spec's words, because it removes the basket's discounts. After an
 * optimisation the customer sees what it did — 'DealBot saved you X', or that the price was already
 * the best — announced to screen readers, then the dealbot rests. The first time it is on, one line
 * says what it does (05-G9: our welcome message; no enable modal, switching on needs no confirmation).
 */
export function DealbotPanel({ dealbot, format, onChange, onConfirmOff, onDismissWelcome, onRest }: DealbotPanelProps) {
  const { t } = useTranslation();
  const shown = dealbotMoment(dealbot);
  const saved = shown === 'saved';
  const noNewSaving = shown === 'best-price';
  const moment = shown !== null && !dealbot.busy;
  useEffect(() => {
    if (!moment) return;
    const timer = setTimeout(onRest, DEALBOT_MOMENT_MS);
    return () => clearTimeout(timer);
  }, [moment, dealbot.savings, onRest]);

  return (
    <section className={`dealbot ${dealbot.on ? 'dealbot--on' : ''}`} aria-label={t('basket.dealbot.name')}>
      <div className="dealbot__row">
        <span className="dealbot__badge" aria-hidden="true">
          <DealbotIcon />
        </span>
        <span className="dealbot__text">
          <strong className="dealbot__name" id="dealbot-name">
            {t('basket.dealbot.name')}
          </strong>
          <span className="dealbot__hint" id="dealbot-hint">
            {t('basket.dealbot.toggle')}
          </span>
        </span>
        <button
          type="button"
          role="switch"
          className="dealbot__switch"
          aria-checked={dealbot.on}
          aria-labelledby="dealbot-name"
          aria-describedby="dealbot-hint"
          onClick={() => (dealbot.on ? onConfirmOff(true) : onChange(true))}
        >
          <span className="dealbot__knob" aria-hidden="true" />
        </button>
      </div>
      {dealbot.on && dealbot.welcome ? (
        <p className="dealbot__welcome">
          <span>{t('basket.dealbot.welcome')}</span>
          <button type="button" className="dealbot__welcome-ok" onClick={() => onDismissWelcome()}>
            {t('basket.dealbot.welcomeOk')}
          </button>
        </p>
      ) : null}
      <div className="dealbot__status" aria-live="polite" aria-atomic="true">
        {dealbot.on && dealbot.busy ? <p className="dealbot__busy">{t('basket.dealbot.busy')}</p> : null}
        {saved && !dealbot.busy ? (
          <div key={dealbot.savings} className="dealbot__moment">
            <p className="dealbot__saved">{t('basket.dealbot.savedYou', { amount: format(dealbot.savings) })}</p>
            <p className="dealbot__saved-detail">{t('basket.dealbot.savedYouDetail')}</p>
          </div>
        ) : null}
        {noNewSaving && !dealbot.busy ? <p className="dealbot__checked">{t('basket.dealbot.noNewSaving')}</p> : null}
      </div>
      <Modal open={dealbot.confirmingOff} compact title={t('basket.dealbot.offTitle')} onClose={() => onConfirmOff(false)}>
        <p>{t('basket.dealbot.offText')}</p>
        <div className="modal__actions">
          <button type="button" className="button button--primary" onClick={() => onChange(false)}>
            {t('basket.dealbot.turnOff')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => onConfirmOff(false)}>
            {t('basket.dealbot.keepOn')}
          </button>
        </div>
      </Modal>
    </section>
  );
}

/**
 * What the panel says after an optimisation (10-G17): 'saved' with the basket's deal savings (the
 * figure the totals show), 'best-price' only while the basket saves nothing — 'you already have the
 * best price' beside a saving read as if the saving were not there — else nothing.
 */
export function dealbotMoment(dealbot: Pick<DealbotView, 'on' | 'status' | 'savings'>): 'saved' | 'best-price' | null {
  if (!dealbot.on) return null;
  if (dealbot.status === 'added-product-with-new-saving' && dealbot.savings > 0) return 'saved';
  if (dealbot.status === 'added-product-without-new-saving' && dealbot.savings <= 0) return 'best-price';
  return null;
}

function DealbotIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
      <rect x="4" y="7" width="16" height="12" rx="4" fill="currentColor" />
      <circle cx="9.5" cy="13" r="1.8" fill="#fff" />
      <circle cx="14.5" cy="13" r="1.8" fill="#fff" />
      <path d="M12 3v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="12" cy="3" r="1.5" fill="currentColor" />
    </svg>
  );
}
