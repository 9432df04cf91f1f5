import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { announcedSeconds, countdownSecondsLeft } from '../../domain/kiosk/idle-cycle';

/** How often the visible count is redrawn (it is read from the clock, so this only sets smoothness). */
const REDRAW_MS = 250;

interface StillThereProps {
  /** Epoch ms the countdown ends (the cycle wipes then, not this component). */
  deadline: number;
  onStay: () => void;
}

/**
 * 'Still there?' (issue 07): the count of seconds before the wipe, read out politely at 20, 10 and
 * 5 seconds, and a big 'I'm still here'. Any touch or key counts as an answer.
 */
export function StillThere({ deadline, onStay }: StillThereProps) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), REDRAW_MS);
    const answer = () => onStay();
    // A click, not a pointerdown: the modal must still be there when the touch ends, or the lift of
    // the finger would land on whatever the page has beneath it.
    window.addEventListener('click', answer, { capture: true, passive: true });
    window.addEventListener('keydown', answer, { capture: true, passive: true });
    return () => {
      clearInterval(timer);
      window.removeEventListener('click', answer, { capture: true });
      window.removeEventListener('keydown', answer, { capture: true });
    };
  }, [onStay]);

  const seconds = countdownSecondsLeft({ phase: 'still-there', deadline }, now) ?? 0;
  const spoken = announcedSeconds(seconds);
  return (
    <Modal open title={t('kiosk.stillThere.title')} onClose={onStay} compact>
      <div className="kiosk-still">
        <p className="kiosk-still__count" aria-hidden="true">
          {seconds}
        </p>
        <p className="kiosk-still__text" aria-hidden="true">
          {t('kiosk.stillThere.text', { count: seconds })}
        </p>
        <p className="visually-hidden" role="status" aria-live="polite">
          {spoken === null ? '' : t('kiosk.stillThere.announce', { count: spoken })}
        </p>
        <button type="button" className="button button--primary kiosk-still__stay" onClick={onStay}>
          {t('kiosk.stillThere.stay')}
        </button>
      </div>
    </Modal>
  );
}
