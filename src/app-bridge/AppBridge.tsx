/**
 * The mobile-app wrapper bridge (14-G21…14-G25, 14-G28), mounted after first paint and only when the
 * wrapper is detected (AfterFirstPaint). On mount it settles the visit's app info, asks the app for
 * tracking permission (S3 §9.2 start-up "asks the mobile wrapper for tracking permission") and listens
 * for the app's answers; on every route change it sends a navigation-state message (S1 §2, S3 §2.5); a
 * deprecated app id opens the decommission modal (S3 §2.7, §4.7); a handed-over app session prefills
 * the checkout's empty e-mail, name and phone (S3 §6).
 */
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { track } from '../analytics/track';
import { appInfoAtom, appSessionAtom, appTrackingStatusAtom } from '../atoms/app-bridge';
import { checkoutFormAtom } from '../atoms/checkout';
import { currentHutAtom } from '../atoms/huts';
import { hydrationStatusAtom } from '../atoms/persisted';
import { Modal } from '../components/Modal';
import { appSessionPrefill, decommissionVariant, detectApp, navigationState, parseAppMessage, type AppInfo } from '../domain/app-bridge';
import { marketOfSector } from '../domain/markets/config';
import { loadScreenStrings } from '../i18n';
import { EXTERNAL_LINKS } from '../app/footer-links';
import { appHost, postToApp } from './host';

/** The visit's app info, kept across remounts of this component (a new visit reads its address again). */
let settled: AppInfo | null = null;

export function resetAppBridgeForTests(): void {
  settled = null;
}

/** Pick (14-G24): the market of an app id's second segment (`com.pizzahut.<uk|fr|india|ca>…`); UK otherwise. */
function storeUrl(info: AppInfo): string | null {
  const segment = info.appId?.split('.')[2] ?? '';
  const market = segment === 'fr' ? 'FR' : segment === 'india' ? 'IN' : segment === 'ca' ? 'CA' : 'UK';
  if (info.platform === 'IOS') return EXTERNAL_LINKS[market].appStore;
  if (info.platform === 'ANDROID') return EXTERNAL_LINKS[market].googlePlay;
  return null;
}

export default function AppBridge() {
  const store = useStore();
  const location = useLocation();
  const setInfo = useSetAtom(appInfoAtom);
  const setStatus = useSetAtom(appTrackingStatusAtom);
  const setSession = useSetAtom(appSessionAtom);
  const info = useAtomValue(appInfoAtom);
  const session = useAtomValue(appSessionAtom);
  // A write before the stored form is read would stop hydration from reading it (atoms/persisted.ts).
  const hydrated = useAtomValue(hydrationStatusAtom) !== 'pending';
  const [dismissed, setDismissed] = useState(false);

  // Start-up: settle the app info, listen for the app's answers, then ask for tracking permission.
  useEffect(() => {
    settled = detectApp({
      search: globalThis.location?.search ?? '',
      userAgent: globalThis.navigator?.userAgent ?? '',
      hostPresent: appHost() !== null,
      hostInfo: appHost(),
      saved: settled,
    });
    setInfo(settled);
    const onMessage = (event: MessageEvent) => {
      // The web view posts from the page's own context; a frame or another origin is not the app.
      if (event.origin !== globalThis.location?.origin) return;
      const message = parseAppMessage(event.data);
      if (message?.type === 'tracking-permission') setStatus(message.status);
      if (message?.type === 'app-session') setSession({ loginToken: message.loginToken, accountInfo: message.accountInfo });
    };
    globalThis.addEventListener('message', onMessage);
    postToApp({ type: 'request-tracking-permission' });
    return () => globalThis.removeEventListener('message', onMessage);
  }, [setInfo, setStatus, setSession]);

  // 14-G22: one navigation-state message per route change.
  useEffect(() => {
    postToApp(navigationState(location.pathname, location.search));
  }, [location.pathname, location.search]);

  // 14-G25: the checkout's empty fields take the app session's values; typed values stay.
  const onCheckout = location.pathname.includes('/checkout');
  useEffect(() => {
    if (!session || !onCheckout || !hydrated) return;
    const sector = store.get(currentHutAtom)?.sector;
    const market = (sector ? marketOfSector(sector) : null) ?? 'UK';
    store.set(checkoutFormAtom, (current) => {
      const patch = appSessionPrefill(current, session.accountInfo, market);
      return Object.keys(patch).length === 0 ? current : { ...current, ...patch };
    });
  }, [session, onCheckout, hydrated, store]);

  const variant = decommissionVariant(info.appId);
  return variant && !dismissed ? <DecommissionModal soft={variant === 'soft'} updateUrl={storeUrl(info)} onDismiss={() => setDismissed(true)} /> : null;
}

function DecommissionModal({ soft, updateUrl, onDismiss }: { soft: boolean; updateUrl: string | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadScreenStrings().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  if (!ready) return null;
  // 14-G2 interaction: the decommission modal's answers (S3 §4.7, §7.4).
  const dismiss = () => {
    track({ type: 'interaction', interaction: 'decommission-dismiss', value: soft ? 'soft' : 'hard' });
    onDismiss();
  };
  const update = () => {
    track({ type: 'interaction', interaction: 'decommission-update', value: soft ? 'soft' : 'hard' });
    postToApp({ type: 'update-app', url: updateUrl });
    // "Dismiss or update closes it" (S3 §4.7).
    onDismiss();
  };
  return (
    <Modal open compact title={t(soft ? 'appBridge.decommission.softTitle' : 'appBridge.decommission.title')} onClose={soft ? dismiss : undefined} closeLabel={soft ? t('appBridge.decommission.dismiss') : undefined}>
      <p>{t(soft ? 'appBridge.decommission.softDescription' : 'appBridge.decommission.description')}</p>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={update}>
          {t('appBridge.decommission.update')}
        </button>
        {soft ? (
          <button type="button" className="button button--secondary" onClick={dismiss}>
            {t('appBridge.decommission.later')}
          </button>
        ) : null}
      </div>
    </Modal>
  );
}
