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

/**
 * The address readers (utm, channel) and the app bridge start at once: a page that redirects would
 * take the query away. The other duties start once the page is on screen (`pageShown`), so on a deep
 * link their chunks and their work never queue ahead of the page's own (issue 18).
 */
export default function AfterFirstPaint({ pageShown }: { pageShown: boolean }) {
  return (
    <Suspense fallback={null}>
      <UtmParam />
      <ChannelParam />
      {IN_APP ? <AppBridge /> : null}
      {pageShown ? (
        <>
          <SessionIdleTimeout />
          <AccountSessionKeeper />
          <LoyaltyKeeper />
          <AnalyticsHost />
          <ExperimentsKeeper />
        </>
      ) : null}
    </Suspense>
  );
}
