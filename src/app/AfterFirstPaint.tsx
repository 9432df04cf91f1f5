import { lazy, Suspense } from 'react';
import { IN_APP } from '../app-bridge/in-app';

// Background duties no first paint waits for, each a small chunk loaded right after it (home route
// budget): the one-hour session time-out and the capture of campaign (utm) values.
const SessionIdleTimeout = lazy(() => import('./SessionIdleTimeout'));
const UtmParam = lazy(() => import('./UtmParam').then(({ UtmParam }) => ({ default: UtmParam })));
const ChannelParam = lazy(() => import('./ChannelParam').then(({ ChannelParam }) => ({ default: ChannelParam })));
// Issue 14: the signed-in session's re-check on mount and the account-holder input (11-G26, 11-G32).
const AccountSessionKeeper = lazy(() => import('./AccountSessionKeeper'));
// Issue 15: the loyalty record's upkeep and the free-reward notification (12-G8, 12-G15).
const LoyaltyKeeper = lazy(() => import('./LoyaltyKeeper'));
// Issue 17: the mobile-app wrapper bridge (14-G21…14-G25), loaded only inside the wrapper: its host
// object or the `app` query value (14-G21 pick; the footer reads the same marker).
const AppBridge = lazy(() => import('../app-bridge/AppBridge'));
// Issue 17: analytics (data layer, collector, page views; 14-G1, 14-G4). The consent banner is not
// here: it is in the first render (ConsentSlot in Layout), so it never pushes the page down (issue 18).
const AnalyticsHost = lazy(() => import('../analytics/AnalyticsHost'));
// Issue 17: the experiment datafile, its refresh and the visitor's picks (14-G12).
const ExperimentsKeeper = lazy(() => import('./ExperimentsKeeper'));

export default function AfterFirstPaint() {
  return (
    <Suspense fallback={null}>
      <SessionIdleTimeout />
      <UtmParam />
      <ChannelParam />
      <AccountSessionKeeper />
      <LoyaltyKeeper />
      {IN_APP ? <AppBridge /> : null}
      <AnalyticsHost />
      <ExperimentsKeeper />
    </Suspense>
  );
}
