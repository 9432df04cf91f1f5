import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentHutAtom, isLocalisedAtom } from '../../atoms/huts';
import { sessionAtom } from '../../atoms/session';
import { announcedMinutes, closingSoonAt, countdownParts, type ClosingSoon as Phase } from '../../domain/hours/closing-soon';
import './closing-soon.css';

/** Between checks while the notice is not due: long enough to cost nothing, short enough for a kiosk left open. */
const IDLE_CHECK_MS = 30_000;

/**
 * The closing-soon notice (spec 1 §4, §9): from 15 minutes before the current hut's web asap window
 * for the customer's disposition closes, a persistent notice counts down in minutes and seconds; at
 * zero it says sorry, the hut has closed for online orders. Only for asap orders: a scheduled order
 * is not affected by the asap window. Screen readers hear the minutes once each, not every second.
 */
export function ClosingSoon() {
  const { t } = useTranslation();
  const hut = useAtomValue(currentHutAtom);
  const localised = useAtomValue(isLocalisedAtom);
  const { dispositionType, dispositionWhen } = useAtomValue(sessionAtom);
  const [now, setNow] = useState(() => Date.now());
  /** The close time whose sorry message is showing: kept until dismissed (the notice is persistent). */
  const [sorryFor, setSorryFor] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);

  const disposition = dispositionType === 'dinein' ? null : dispositionType;
  const active = localised && hut !== null && dispositionWhen === 'asap' && disposition !== null;
  const phase: Phase = active ? closingSoonAt(hut.hours.web.asap, disposition, now) : { phase: 'none' };
  const closesAt = phase.phase === 'closing-soon' ? phase.closesAt : phase.phase === 'closed' ? phase.closedAt : sorryFor;
  const noticeKey = active && closesAt !== null ? `${hut.sector}:${hut.id}:${dispositionType}:${closesAt}` : null;

  // Latch the sorry message once the window closes; a new hut, disposition or window clears it.
  if (phase.phase === 'closed' && sorryFor !== phase.closedAt) setSorryFor(phase.closedAt);
  if (sorryFor !== null && (!active || phase.phase === 'closing-soon' || phase.phase === 'open')) setSorryFor(null);

  useEffect(() => {
    if (!active) return;
    const delay =
      phase.phase === 'closing-soon'
        ? phase.remainingMs % 1000 || 1000 // tick on the second boundary of the countdown
        : phase.phase === 'open'
          ? Math.min(IDLE_CHECK_MS, Math.max(0, phase.noticeAt - now))
          : IDLE_CHECK_MS;
    const timer = setTimeout(() => setNow(Date.now()), delay);
    return () => clearTimeout(timer);
  });

  if (!active || noticeKey === null || dismissed === noticeKey) return null;
  const close = (
    <button type="button" className="closing-soon__close" aria-label={t('closing.dismiss')} onClick={() => setDismissed(noticeKey)}>
      <span aria-hidden="true">×</span>
    </button>
  );

  if (phase.phase === 'closing-soon') {
    const { minutes, seconds } = countdownParts(phase.remainingMs);
    const clock = `${minutes}:${String(seconds).padStart(2, '0')}`;
    return (
      <section className="closing-soon" aria-labelledby="closing-soon-title">
        <span className="closing-soon__icon" aria-hidden="true">
          !
        </span>
        <div className="closing-soon__body">
          <h2 id="closing-soon-title" className="closing-soon__title">
            {t('closing.title')}
          </h2>
          <p className="closing-soon__message">
            {t('closing.message', { hut: hut.name })}{' '}
            <time className="closing-soon__clock" dateTime={`PT${minutes}M${seconds}S`} aria-hidden="true">
              {clock}
            </time>
          </p>
          {/* Heard once a minute; the ticking clock itself is hidden from screen readers. */}
          <p className="visually-hidden" aria-live="polite" aria-atomic="true">
            {t('closing.announce', { count: announcedMinutes(phase.remainingMs) })}
          </p>
        </div>
        {close}
      </section>
    );
  }

  if (sorryFor === null) return null;
  return (
    <section className="closing-soon closing-soon--closed" role="status" aria-labelledby="closing-soon-title">
      <span className="closing-soon__icon" aria-hidden="true">
        ×
      </span>
      <div className="closing-soon__body">
        <h2 id="closing-soon-title" className="closing-soon__title">
          {t('closing.closedTitle')}
        </h2>
        <p className="closing-soon__message">{t('closing.closedMessage', { hut: hut.name })}</p>
      </div>
      {close}
    </section>
  );
}
