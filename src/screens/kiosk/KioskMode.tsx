import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { log } from '../../log/logger';
import { fetchKioskHut, kioskHutAtom, kioskSettingAtom, setKioskAtom, startKioskOrderAtom, wipeKioskCustomerAtom } from '../../atoms/kiosk';
import { hydrationStatusAtom } from '../../atoms/persisted';
import { parseKioskParams, withoutKioskParams } from '../../domain/kiosk/setting';
import { createKioskCycle, KIOSK_START, type KioskCycle, type KioskState } from '../../domain/kiosk/idle-cycle';
import { changeLanguage } from '../../i18n';
import { resolveLanguage } from '../../i18n/languages';
import { startIdleTimeout } from '../../atoms/idle-timeout';
import { AttractScreen } from './AttractScreen';
import { StillThere } from './StillThere';
import './kiosk.css';

/** The hidden settings screen: reached by address, never covered by the attract screen. */
export const KIOSK_SETTINGS_PATH = '/kiosk/settings';

/**
 * Kiosk mode (issue 07), mounted by KioskGate on a kiosk device: reads `?kiosk=SECTOR:HUTID&idle=`
 * into the settings (then strips it, like `flag`), marks <html data-kiosk> (large touch targets, no
 * location change or sign-in: kiosk.css), asks for full screen on a touch, and runs the cycle between
 * customers — attract screen, ordering, 'Still there?' after the idle time, wipe, attract screen.
 *
 * The web app manifest's `display` cannot change at run time: an installed kiosk keeps `standalone`,
 * and the Fullscreen API is the closest the page itself can get (browsers may refuse it).
 */
export default function KioskMode() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const store = useStore();
  const hydration = useAtomValue(hydrationStatusAtom);
  const setting = useAtomValue(kioskSettingAtom);
  const hut = useAtomValue(kioskHutAtom);
  const setKiosk = useSetAtom(setKioskAtom);
  const [state, setState] = useState<KioskState>(KIOSK_START);
  const [starting, setStarting] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const onSettings = pathname.replace(/\/+$/, '') === KIOSK_SETTINGS_PATH;
  const active = setting !== null && !onSettings;

  // `?kiosk=` (any page): saved settings must be in first, or this write would hide them.
  useEffect(() => {
    if (!new URLSearchParams(search).has('kiosk') || hydration === 'pending') return;
    const parsed = parseKioskParams(search);
    if (parsed) setKiosk(parsed);
    else log.warn('Ignored an invalid kiosk link', { search });
    void navigate({ pathname, search: withoutKioskParams(search), hash }, { replace: true });
  }, [search, pathname, hash, hydration, navigate, setKiosk]);

  const isKiosk = setting !== null;
  useEffect(() => {
    if (!isKiosk) return;
    const root = document.documentElement;
    root.dataset.kiosk = '';
    // Full screen needs a user gesture (a click activates, a touch's pointerdown does not): asked on
    // each one while the page is not already in it; a refusal changes nothing.
    const requestFullscreen = () => {
      if (document.fullscreenElement || !document.fullscreenEnabled) return;
      root.requestFullscreen().catch(() => undefined);
    };
    window.addEventListener('click', requestFullscreen, { capture: true, passive: true });
    return () => {
      delete root.dataset.kiosk;
      window.removeEventListener('click', requestFullscreen, { capture: true });
    };
  }, [isKiosk]);

  const sector = setting?.sector;
  const hutId = setting?.hutId;
  useEffect(() => {
    if (!sector || !hutId) return;
    let live = true;
    fetchKioskHut({ sector, hutId })
      .then((found) => {
        if (live) store.set(kioskHutAtom, found);
      })
      .catch((error: unknown) => log.warn('Fetching the kiosk hut failed', error));
    return () => {
      live = false;
    };
  }, [sector, hutId, store]);

  // One cycle for the life of the page; the wipe reads what it needs when it runs.
  const latest = useRef({ navigate, hutLanguage: hut?.defaultLanguage });
  useEffect(() => {
    latest.current = { navigate, hutLanguage: hut?.defaultLanguage };
  }, [navigate, hut]);
  const cycleRef = useRef<KioskCycle | null>(null);
  useEffect(() => {
    const cycle = createKioskCycle({
      onChange: setState,
      onWipe: () => {
        store.set(wipeKioskCustomerAtom);
        // The next customer starts in the hut's language, whatever the last one picked.
        const language = resolveLanguage(latest.current.hutLanguage);
        if (language) void changeLanguage(language);
        void latest.current.navigate('/', { replace: true });
      },
    });
    cycleRef.current = cycle;
    return () => {
      cycle.stop();
      cycleRef.current = null;
    };
  }, [store]);

  // A page opened mid-order — back from the card terminal or another provider's page (a full-page
  // navigation), or reloaded — carries on with that customer: only the home page starts on the
  // attract screen, and the idle reset still wipes an order left behind.
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (openedAt.current !== '/' && openedAt.current.replace(/\/+$/, '') !== KIOSK_SETTINGS_PATH) cycleRef.current?.send('start');
  }, []);

  const idleSeconds = setting?.idleSeconds;
  useEffect(() => {
    if (!active || !idleSeconds || state.phase !== 'ordering') return;
    return startIdleTimeout({ timeoutMs: idleSeconds * 1000, onIdle: () => cycleRef.current?.send('idle') });
  }, [active, idleSeconds, state.phase]);

  const stay = useCallback(() => cycleRef.current?.send('activity'), []);
  if (!active) return null;

  const start = async () => {
    if (starting) return;
    setStarting(true);
    setUnavailable(false);
    const result = await store.set(startKioskOrderAtom);
    setStarting(false);
    if (result === 'localised') cycleRef.current?.send('start');
    else setUnavailable(true);
  };

  // The home page is where a location is chosen: on a kiosk it is always the attract screen.
  const attract = state.phase === 'attract' || (pathname === '/' && state.phase === 'ordering');
  return (
    <>
      {attract ? null : (
        <p className="kiosk-bar">{t('kiosk.attract.disposition')}</p>
      )}
      {attract ? (
        <AttractScreen
          hutName={hut?.name ?? null}
          starting={starting}
          unavailable={unavailable}
          onStart={() => void start()}
          onSettings={() => void navigate(KIOSK_SETTINGS_PATH)}
        />
      ) : null}
      {state.phase === 'still-there' ? <StillThere deadline={state.deadline} onStay={stay} /> : null}
    </>
  );
}
