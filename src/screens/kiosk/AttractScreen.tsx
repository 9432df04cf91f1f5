import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/Logo';

/** Five taps on the corner within this time open the kiosk settings (staff only, no visible control). */
const SETTINGS_TAPS = 5;
const SETTINGS_TAP_WINDOW_MS = 3000;

interface AttractScreenProps {
  hutName: string | null;
  starting: boolean;
  unavailable: boolean;
  onStart: () => void;
  onSettings: () => void;
}

/**
 * The kiosk's welcome between customers (issue 07): full screen in the brand colours, the hut's name
 * and one big 'Touch to order'. A touch anywhere starts. It is a modal <dialog>, so the page behind
 * is inert; Escape does not dismiss it.
 */
export function AttractScreen({ hutName, starting, unavailable, onStart, onSettings }: AttractScreenProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const taps = useRef<number[]>([]);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const cornerTap = () => {
    const now = Date.now();
    taps.current = [...taps.current.filter((at) => now - at < SETTINGS_TAP_WINDOW_MS), now];
    if (taps.current.length < SETTINGS_TAPS) return;
    taps.current = [];
    onSettings();
  };

  return (
    // The whole screen answers a touch; the button is what keyboards and screen readers use.
    <dialog ref={ref} className="kiosk-attract" aria-labelledby={titleId} onCancel={(event) => event.preventDefault()} onClick={onStart}>
      <div className="kiosk-attract__logo">
        <Logo />
      </div>
      <p className="kiosk-attract__welcome">{hutName ? t('kiosk.attract.welcome', { name: hutName }) : t('kiosk.attract.welcomeNoHut')}</p>
      <h1 id={titleId} className="visually-hidden">
        {t('kiosk.attract.title')}
      </h1>
      <button type="button" className="kiosk-attract__start" aria-busy={starting} disabled={starting} autoFocus>
        {t('kiosk.attract.title')}
      </button>
      <p className="kiosk-attract__disposition">{t('kiosk.attract.disposition')}</p>
      <p className="kiosk-attract__status" role="status">
        {starting ? t('kiosk.attract.starting') : unavailable ? t('kiosk.attract.unavailable') : ''}
      </p>
      <button
        type="button"
        className="kiosk-attract__corner"
        tabIndex={-1}
        aria-label={t('kiosk.attract.settings')}
        onClick={(event) => {
          event.stopPropagation();
          cornerTap();
        }}
      />
    </dialog>
  );
}
