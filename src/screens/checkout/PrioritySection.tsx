import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutModel } from './model';

interface PrioritySectionProps {
  priority: CheckoutModel['priority'];
  format: (amount: number) => string;
  onToggle: (on: boolean) => Promise<'reserved' | 'unavailable' | 'released'>;
}

/**
 * Priority delivery (spec 2 §3, §5, §7; 06-G35): a switch that reserves a faster slot with the
 * restaurant. While it asks, the switch waits; a refusal puts it back off with a short note. The
 * reservation's surcharge and minutes saved come from the server.
 */
export function PrioritySection({ priority, format, onToggle }: PrioritySectionProps) {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<'idle' | 'reserving' | 'unavailable'>('idle');
  const on = priority.reservation !== null;

  const toggle = async () => {
    if (state === 'reserving') return;
    if (on) {
      setState('idle');
      await onToggle(false);
      return;
    }
    setState('reserving');
    const result = await onToggle(true);
    setState(result === 'reserved' ? 'idle' : 'unavailable');
  };

  const detail = priority.reservation
    ? t('checkout.priority.reserved', { minutes: priority.reservation.minutesSaved, amount: format(priority.reservation.amount) })
    : state === 'reserving'
      ? t('checkout.priority.reserving')
      : t('checkout.priority.offer');

  return (
    <section className="checkout-section checkout-priority" aria-labelledby={`${id}-title`}>
      <div className="checkout-priority__row">
        <div className="checkout-priority__text">
          <h2 id={`${id}-title`} className="checkout-section__title checkout-priority__title">
            {t('checkout.priority.toggle')}
          </h2>
          <p id={`${id}-detail`} className="checkout-priority__detail" aria-live="polite">
            {detail}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          className="checkout-switch"
          aria-checked={on}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-detail`}
          aria-busy={state === 'reserving' || undefined}
          disabled={state === 'reserving'}
          onClick={() => void toggle()}
        >
          <span className="checkout-switch__knob" aria-hidden="true" />
        </button>
      </div>
      {state === 'unavailable' && !on ? (
        <p className="checkout-priority__note" role="status">
          {t('checkout.priority.unavailable')}
        </p>
      ) : null}
    </section>
  );
}
