// The modern passwordless account area (11-G1..G11, C31): `/account/` for UK, FR and CA, and
// `/accounts/` with India's settings (development or its flag, 11-G18). India's `/account/` is the
// legacy area (src/screens/account-legacy). A kiosk never shows account pages (11-G43).
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useRoutes, useSearchParams } from 'react-router';
import type { Tenant } from '../../api/contract/accounts';
import { identity } from '../../api/identity';
import { fetchAccount, startSession } from '../../atoms/account-session';
import { currentHutAtom } from '../../atoms/huts';
import { signedInAtom } from '../../atoms/identity';
import { hydrationStatusAtom } from '../../atoms/persisted';
import { settingsAtom } from '../../atoms/settings';
import { accountSettings } from '../../domain/markets/config';
import { marketOfLanguageTag, marketOfSectorId } from '../../domain/markets/facts';
import type { Market } from '../../domain/markets/ids';
import { isFeatureOn, type FlagLevel } from '../../domain/flags/flags';
import { opensForm } from '../../domain/accounts/forms';
import { log } from '../../log/logger';
import { CodeStep } from './CodeStep';
import { ContactStep } from './ContactStep';
import { Delete } from './Delete';
import { DetailsForm } from './DetailsForm';
import { AccountAreaContext, pendingChallengeAtom, type AccountArea } from './flow';
import { Home } from './Home';
import { Preferences } from './Preferences';
import './account.css';

/** The market whose area `/account/` is: the localised hut's, else the page language's (as the footer). */
export function useAccountMarket(): Market {
  const { i18n } = useTranslation();
  const hut = useAtomValue(currentHutAtom);
  return (hut && marketOfSectorId(hut.sector)) ?? marketOfLanguageTag(i18n.language);
}

/**
 * The saved session is read from Dexie after the first render (main.tsx): until then nobody is known
 * to be signed in or out, and a guard that decided now would send a signed-in customer away on reload.
 */
function useSessionKnown(): boolean {
  return useAtomValue(hydrationStatusAtom) !== 'pending';
}

function Waiting() {
  const { t } = useTranslation();
  return (
    <p className="account-page__loading" role="status">
      {t('account.home.loading')}
    </p>
  );
}

/** "Account pages need a valid session, otherwise they redirect to signin" (S3 §6, 11-G3). */
function SignedIn({ children, base }: { children: React.ReactNode; base: string }) {
  const signedIn = useAtomValue(signedInAtom);
  if (!useSessionKnown()) return <Waiting />;
  return signedIn ? children : <Navigate to={`${base}/signin`} replace />;
}

/** "A signed-in user on a signin path is redirected to account home" (11-G3). */
function SignedOut({ children, base }: { children: React.ReactNode; base: string }) {
  const signedIn = useAtomValue(signedInAtom);
  if (!useSessionKnown()) return <Waiting />;
  return signedIn ? <Navigate to={`${base}/`} replace /> : children;
}

/**
 * The social provider's return (11-G11): `?handoff=` is traded for tokens (POST federatedExchange),
 * then the flow goes on as after a code; `?socialError=` shows 'UNKNOWN_ERROR'.
 */
function useFederatedReturn(area: AccountArea, provider: string | null): 'idle' | 'working' | 'failed' {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const handoff = params.get('handoff');
  const [state, setState] = useState<'idle' | 'working' | 'failed'>(handoff ? 'working' : params.has('socialError') ? 'failed' : 'idle');
  useEffect(() => {
    if (!handoff) return;
    let live = true;
    void (async () => {
      try {
        const tokens = await identity.federatedExchange(handoff);
        const method = provider === 'google' || provider === 'facebook' || provider === 'apple' ? provider : 'google';
        await startSession(tokens, method, area.tenant);
        const result = await fetchAccount({ force: true });
        if (live) await navigate(result.status === 'not-found' ? `${area.base}/register/details` : area.exitTo, { replace: true });
      } catch (error) {
        log.warn('Social sign-in failed', { error: String(error) });
        if (!live) return;
        setState('failed');
        setParams({ socialError: '1' }, { replace: true });
      }
    })();
    return () => {
      live = false;
    };
  }, [handoff, area, provider, navigate, setParams]);
  return state;
}

function ModernArea({ area }: { area: AccountArea }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const social = useFederatedReturn(area, params.get('provider'));
  const setPending = useSetAtom(pendingChallengeAtom);
  const { pathname } = useLocation();
  // A code in flight belongs to the contact step that asked for it; leaving the area drops it.
  useEffect(() => () => setPending(null), [setPending]);
  const { base } = area;
  const element = useRoutes([
    { index: true, element: <SignedIn base={base}><Home /></SignedIn> },
    { path: 'signin', element: <SignedOut base={base}><ContactStep flow="signin" socialError={social === 'failed'} /></SignedOut> },
    { path: 'signin/otp', element: <SignedOut base={base}><CodeStep flow="signin" /></SignedOut> },
    { path: 'register', element: <SignedOut base={base}><ContactStep flow="register" socialError={social === 'failed'} /></SignedOut> },
    { path: 'register/otp', element: <SignedOut base={base}><CodeStep flow="register" /></SignedOut> },
    { path: 'register/details', element: <SignedIn base={base}><DetailsForm mode="register" /></SignedIn> },
    { path: 'edit', element: <SignedIn base={base}><DetailsForm mode="edit" /></SignedIn> },
    { path: 'preferences', element: <SignedIn base={base}><Preferences /></SignedIn> },
    { path: 'delete', element: <SignedIn base={base}><Delete /></SignedIn> },
    { path: '*', element: <Navigate to={`${base}/`} replace /> },
  ]);
  if (social === 'working') {
    return (
      <div className="account-area">
        <p className="account-page__loading" role="status">
          {t('account.social.working')}
        </p>
      </div>
    );
  }
  return (
    <AccountAreaContext.Provider value={area}>
      <div className="account-area" key={pathname}>
        {element}
      </div>
    </AccountAreaContext.Provider>
  );
}

function areaFor(base: string, market: Market, from: unknown): AccountArea {
  const settings = accountSettings(market);
  const exitTo = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : base === '/accounts' ? '/order/deals' : `${base}/`;
  return { base, market, settings, tenant: settings.tenant as Tenant, exitTo };
}

/** The 'from' of the navigation that entered the area, kept while the customer moves between its steps. */
function useEntryFrom(): unknown {
  const { state } = useLocation();
  const [from] = useState<unknown>(() => (state as { from?: unknown } | null)?.from);
  return from;
}

/**
 * `/account/*` in UK, FR and CA (C31). India's is the legacy area: `legacy` renders it. `forms`, the
 * e-mail-and-password forms, takes `/account/?form=…` in every market (11-G19, C31).
 */
export function AccountRoute({ legacy, forms = null }: { legacy: React.ReactNode; forms?: React.ReactNode }) {
  const { kiosk } = useAtomValue(settingsAtom);
  const market = useAccountMarket();
  const from = useEntryFrom();
  const area = useMemo(() => areaFor('/account', market, from), [market, from]);
  // C31: `/account/?form=…` opens the e-mail-and-password forms in every market, India's included.
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  if (kiosk) return <Navigate to="/" replace />;
  if (forms && opensForm(pathname, params.get('form'))) return forms;
  if (market === 'IN') return legacy;
  return <ModernArea area={area} />;
}

/** `/accounts/*`: the modern area with India's settings, only in development or with its flag (11-G18, 14-G17). */
export function AccountsRoute() {
  const { kiosk, flagLevel, flagOverrides } = useAtomValue(settingsAtom);
  const from = useEntryFrom();
  const area = useMemo(() => areaFor('/accounts', 'IN', from), [from]);
  if (kiosk || !isFeatureOn('accountsArea', flagLevel as FlagLevel, flagOverrides)) return <Navigate to="/" replace />;
  return <ModernArea area={area} />;
}
