import { lazy } from 'react';
import { Navigate, useParams, useRoutes, type RouteObject } from 'react-router';
import { withScreenStrings } from '../i18n';
import { STATIC_PAGE_PATHS } from '../screens/static/paths';
import { DELIVERY_REDIRECT_SEARCH } from './delivery-redirect';
import { MENU_CATEGORIES } from './menu-categories';

/**
 * The route table of the spec (1 §2, 3 §2.3, §2.5) below the home page: a chunk of its own, loaded
 * right after the first paint (or at once on a deep link), so the home route's entry carries neither
 * these rows nor their ~40 lazy screens (home route budget, issue 18). Screens load lazily, one chunk
 * each; pages a later release builds show a named placeholder. Trailing slashes are optional
 * everywhere (C28).
 */
const ErrorScreen = lazy(() => import('../screens/error'));
const DebugScreen = lazy(withScreenStrings(() => import('../screens/debug')));
// The order area brings the localisation rules and hours code: not needed to paint the home page.
const OrderArea = lazy(withScreenStrings(() => import('./OrderArea').then(({ OrderArea }) => ({ default: OrderArea }))));
const MenuScreen = lazy(withScreenStrings(() => import('../screens/menu')));
const DealScreen = lazy(withScreenStrings(() => import('../screens/deal')));
const HutsScreen = lazy(withScreenStrings(() => import('../screens/huts')));
const HutScreen = lazy(withScreenStrings(() => import('../screens/hut')));
const CurrentHutRedirect = lazy(() => import('../screens/hut/CurrentHut'));
const MapScreen = lazy(withScreenStrings(() => import('../screens/map')));
const NutritionScreen = lazy(withScreenStrings(() => import('../screens/nutrition')));
const DealNotFoundScreen = lazy(withScreenStrings(() => import('../screens/deal-not-found')));
const OrderSummaryScreen = lazy(withScreenStrings(() => import('../screens/order-summary')));
const CheckoutScreen = lazy(withScreenStrings(() => import('../screens/checkout')));
const CardDetailsScreen = lazy(withScreenStrings(() => import('../screens/card-details')));
const KioskSettingsScreen = lazy(withScreenStrings(() => import('../screens/kiosk-settings')));
// Issue 13: landing and deal pages (10-G1, 10-G2), the static pages' table (10-G5), /order/{hutId-or-sector}/ (10-G8).
const LandingScreen = lazy(withScreenStrings(() => import('../screens/landing')));
const StaticScreen = lazy(withScreenStrings(() => import('../screens/static')));
const OrderTargetRedirect = lazy(() => import('./OrderTargetRedirect'));
// Issue 14: the modern account area at /account/ (UK, FR, CA) and /accounts/ (India's settings, 11-G18).
const AccountScreen = lazy(withScreenStrings(() => import('../screens/account').then(({ AccountRoute }) => ({ default: AccountRoute }))));
const LegacyAccountArea = lazy(withScreenStrings(() => import('../screens/account-legacy/LegacyAccountArea')));
const AccountFormsScreen = lazy(withScreenStrings(() => import('../screens/account-forms')));
const InStoreSignUpScreen = lazy(withScreenStrings(() => import('../screens/in-store-sign-up')));
const AccountsScreen = lazy(withScreenStrings(() => import('../screens/account').then(({ AccountsRoute }) => ({ default: AccountsRoute }))));
// Issue 15: Hut Rewards, the member's page (12-G5, 12-G6) and an offline reward's code screen (12-G7).
const HutRewardsScreen = lazy(withScreenStrings(() => import('../screens/hut-rewards')));
const HutRewardsCodeScreen = lazy(withScreenStrings(() => import('../screens/hut-rewards/CodeScreen')));

/** One route per row of the configured static-page table (10-G5); each row's content loads with its page. */
const STATIC_PAGE_ROUTES: RouteObject[] = STATIC_PAGE_PATHS.map((path) => ({ path, element: <StaticScreen page={path} /> }));

function MenuRedirect() {
  const { category = 'deals' } = useParams();
  return <Navigate to={`/order/${category}/`} replace />;
}

const orderRoutes: RouteObject[] = [
  ...MENU_CATEGORIES.map((category) => ({ path: category, element: <MenuScreen /> })),
  { path: 'deal', element: <DealScreen /> },
  { path: 'discount', element: <DealScreen /> },
  { path: 'checkout', element: <CheckoutScreen /> },
  { path: 'card-details', element: <CardDetailsScreen /> },
  // /order/{hutId-or-sector}/ and /order/{initial route}/: the target after localising.
  { path: ':hutOrSector', element: <OrderTargetRedirect /> },
  { index: true, element: <Navigate to="/order/deals/" replace /> },
];

export const pageRoutes: RouteObject[] = [
  // The order summary opens without the order area's localisation guard: a last order is shown
  // (offline too, from Dexie) even on a device that is no longer localised.
  { path: 'order/ordersummary', element: <OrderSummaryScreen /> },
  { path: 'order', element: <OrderArea />, children: orderRoutes },
  { path: 'map', element: <MapScreen /> },
  { path: 'hut', element: <CurrentHutRedirect /> },
  { path: 'huts', element: <HutsScreen /> },
  { path: 'huts/:sector/:id', element: <HutScreen /> },
  { path: 'nutrition', element: <NutritionScreen /> },
  { path: 'deal-not-found', element: <DealNotFoundScreen /> },
  { path: 'deals/:id', element: <LandingScreen /> },
  { path: 'landing', element: <LandingScreen /> },
  // India's /account/ is the legacy area (C31).
  { path: 'account/*', element: <AccountScreen legacy={<LegacyAccountArea />} forms={<AccountFormsScreen />} /> },
  // 11-G24: in-store sign-up keeps its own paths in every market (C31).
  { path: 'account/in-store-sign-up/*', element: <InStoreSignUpScreen /> },
  { path: 'accounts/*', element: <AccountsScreen /> },
  // Issue 15: /hut-rewards is the real page now (12-G5); listed before the static pages' table, whose
  // row of the same path it replaces (equal routes: the first listed wins).
  { path: 'hut-rewards', element: <HutRewardsScreen /> },
  { path: 'hut-rewards/code/:redeemableId', element: <HutRewardsCodeScreen /> },
  // The configured static pages (S3 §2.5: store rewards, privacy, terms) and the footer targets that
  // are not in the spec's route table (C25: about us, contact-free delivery, FAQs).
  ...STATIC_PAGE_ROUTES,
  { path: 'menu/:category', element: <MenuRedirect /> },
  { path: 'error', element: <ErrorScreen /> },
  { path: 'debug', element: <DebugScreen /> },
  // Issue 07: the hidden kiosk settings, reached by address only.
  { path: 'kiosk/settings', element: <KioskSettingsScreen /> },
  { path: 'delivery', element: <Navigate to={{ pathname: '/', search: DELIVERY_REDIRECT_SEARCH }} replace /> },
  { path: 'locations', element: <Navigate to="/huts/" replace /> },
  { path: '*', element: <Navigate to="/" replace /> },
];

/** The pages other than home, matched below the layout's `*` row (see ./routes.tsx). */
export default function PageRoutes() {
  return useRoutes(pageRoutes);
}
