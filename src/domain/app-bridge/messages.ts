/**
 * The wrapper's messages (14-G22, 14-G23, 14-G25, 14-G27, 14-G28). The spec names them but does not show
 * their format (S3 §9.2 "apart from the messages listed, is not shown"); these shapes are picks, written
 * down in the note.
 *
 * Page → app: a JSON string through `window.PizzaHutAppHost.postMessage` (detect.ts):
 * | type                         | when                                                             |
 * |------------------------------|------------------------------------------------------------------|
 * | navigation-state             | every route change: `{path, search}` (S1 §2, S3 §2.5)            |
 * | request-tracking-permission  | once at start-up (S3 §7.3, §9.2)                                 |
 * | tracking-event               | Canada only, gated by C44: `{name, event}` (S3 §7.3, 14-G27)     |
 * | update-app                   | the decommission modal's update button: `{url}` (S3 §2.7)        |
 * | logout                       | the customer logs out or deletes the account (S3 §2.1, §4.5)     |
 *
 * App → page: `window.postMessage({source: 'pizzahut-app', ...})` from the web view's own context
 * (same origin), validated here; anything else is ignored:
 * | tracking-permission | `{status: authorized|restricted|denied|unavailable}` (S3 §4.7)            |
 * | app-session         | `{loginToken, accountInfo: {email, firstName, lastName, phone}}` (S3 §6) |
 */
import { z } from 'zod';
import { TRACKING_STATUSES, type TrackingStatus } from '../analytics/consent';
import { deepLinkEventName, type DeepLinkEventName } from '../analytics/deep-link';
import type { AnalyticsEvent } from '../analytics/events';

export const APP_MESSAGE_SOURCE = 'pizzahut-app';

export type PageToAppMessage =
  | { type: 'navigation-state'; path: string; search: string }
  | { type: 'request-tracking-permission' }
  | { type: 'tracking-event'; name: DeepLinkEventName; event: AnalyticsEvent }
  | { type: 'update-app'; url: string | null }
  | { type: 'logout' };

export function navigationState(path: string, search: string): PageToAppMessage {
  return { type: 'navigation-state', path, search };
}

const text = (max: number) => z.string().max(max);

const trackingAnswerSchema = z.strictObject({
  source: z.literal(APP_MESSAGE_SOURCE),
  type: z.literal('tracking-permission'),
  status: z.enum(TRACKING_STATUSES),
});

const appSessionSchema = z.strictObject({
  source: z.literal(APP_MESSAGE_SOURCE),
  type: z.literal('app-session'),
  loginToken: text(4000).min(1),
  accountInfo: z.strictObject({
    email: text(254).nullable().optional(),
    firstName: text(100).nullable().optional(),
    lastName: text(100).nullable().optional(),
    phone: text(32).nullable().optional(),
  }),
});

export type AppSession = Omit<z.infer<typeof appSessionSchema>, 'source' | 'type'>;

export type AppToPageMessage = { type: 'tracking-permission'; status: TrackingStatus } | ({ type: 'app-session' } & AppSession);

const appToPageSchema = z.discriminatedUnion('type', [trackingAnswerSchema, appSessionSchema]);

/** The app's message, or null for anything that is not one (other scripts post messages too). */
export function parseAppMessage(data: unknown): AppToPageMessage | null {
  const parsed = appToPageSchema.safeParse(data);
  if (!parsed.success) return null;
  const { source: _source, ...message } = parsed.data;
  return message;
}

/** "authorized enables app tracking. Restricted, denied or unavailable disables it" (S3 §4.7). */
export function trackingEnabled(status: TrackingStatus | null): boolean {
  return status === 'authorized';
}

/**
 * "Tracking events are sent to the mobile app for the Canadian market" (S3 §7.3, 14-G27). Pick: the
 * deep-link map's events (14-G10), as bridge messages; other markets and unmapped events send nothing.
 * The consent gate (C44) sits in front of the sink that calls this.
 */
export function appTrackingMessage(market: string, event: AnalyticsEvent): PageToAppMessage | null {
  if (market !== 'CA') return null;
  const name = deepLinkEventName(event);
  return name ? { type: 'tracking-event', name, event } : null;
}
