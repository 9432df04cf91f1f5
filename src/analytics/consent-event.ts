/** The footer's "Cookie settings" dispatches this on window; the consent banner reopens (14-G8). */
export const OPEN_CONSENT_EVENT = 'consent:open';
