import { useTranslation } from 'react-i18next';
import { deliveryStepLabel, TRACKER_STEP_LABELS, type TrackerStep } from '../../domain/checkout/tracking';
import type { EtaType } from './query';

interface OrderTrackerProps {
  step: TrackerStep;
  etaType: EtaType;
  failed: boolean;
  /** The hut to call when the order failed; null when only the tracking state is known (no order token). */
  hut: { name: string; phone: string } | null;
  /** The kitchen's latest status: the delivery step says 'with you soon' or 'driver nearby' (10-G22). */
  status?: string | null;
}

/** The last step's words: delivered or collected, or unsuccessful when the order failed (C14). */
function stepKey(index: number, etaType: EtaType, failed: boolean, status: string | null): string {
  if (index === 4) return failed ? TRACKER_STEP_LABELS.failed : etaType === 'collection' ? 'collected' : 'delivered';
  if (index === 3) return deliveryStepLabel(status, etaType);
  return TRACKER_STEP_LABELS[etaType][index] ?? 'receivingOrder';
}

/**
 * The tracker (spec 2 §3, §4; C14): five steps as an ordered list, the current one marked
 * aria-current="step", and a polite live region that says each new step as it comes.
 */
export function OrderTracker({ step, etaType, failed, hut, status = null }: OrderTrackerProps) {
  const { t } = useTranslation();
  const labels = [0, 1, 2, 3, 4].map((index) => t(`ordersummary.tracker.steps.${stepKey(index, etaType, failed, status)}`));
  const finished = step === 4;

  return (
    <section className={`tracker${failed ? ' tracker--failed' : ''}`} aria-labelledby="tracker-title">
      <h2 id="tracker-title" className="tracker__title">
        {t('ordersummary.tracker.label')}
      </h2>
      <ol className="tracker__steps">
        {labels.map((label, index) => {
          // A failed order's earlier steps are not ticked off: it never got there as far as the customer knows.
          const done = !failed && (index < step || finished);
          const current = index === step;
          const modifier = current && failed ? 'failed' : done ? 'done' : current ? 'current' : 'todo';
          return (
            <li key={index} className={`tracker__step tracker__step--${modifier}`} aria-current={current ? 'step' : undefined}>
              <span className="tracker__dot" aria-hidden="true">
                {modifier === 'failed' ? '!' : done ? '✓' : index + 1}
              </span>
              <span className="tracker__label">
                {label}
                {done || current ? (
                  <span className="visually-hidden">, {t(done ? 'ordersummary.tracker.done' : 'ordersummary.tracker.current')}</span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" role="status" aria-live="polite">
        {t('ordersummary.tracker.announce', { step: labels[step] })}
      </p>
      {failed && !hut ? (
        <p className="tracker__failed" role="alert">
          {t('ordersummary.trackingOnly.failed')}
        </p>
      ) : failed && hut ? (
        <p className="tracker__failed" role="alert">
          {t('ordersummary.tracker.failed', { hut: hut.name, phone: hut.phone })}{' '}
          <a className="tracker__call" href={`tel:${hut.phone.replace(/[^\d+]/g, '')}`}>
            {t('ordersummary.hut.call', { phone: hut.phone })}
          </a>
        </p>
      ) : null}
    </section>
  );
}
