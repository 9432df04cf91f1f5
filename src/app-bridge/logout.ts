/**
 * 14-G28: after account deletion, "When the app logout is used, it is used instead" (S3 §2.1, §4.5).
 *
 * Pick, written down: inside the wrapper (a host to post to) the page sends the bridge's
 * `{type: 'logout'}` message, and the app's own logout ends the session it holds; the page only clears its
 * own record (the server already revoked every session of the deleted account) and does not call the
 * identity service's sign-out. The customer is told the app signs them out (account.delete.doneInApp).
 * In a browser the page's sign-out runs as before.
 */
import { clearSession, signOut } from '../atoms/account-session';
import { postToApp } from './host';

export type DeletionLogout = 'app' | 'web';

export interface DeletionLogoutDeps {
  post: typeof postToApp;
  clear: () => void;
  webSignOut: () => Promise<void>;
}

const defaults: DeletionLogoutDeps = {
  post: postToApp,
  clear: () => clearSession('deleted'),
  webSignOut: () => signOut({ reason: 'deleted' }),
};

/** Ends the session of a just-deleted account; says whose logout was used. Never rejects. */
export async function logoutAfterDeletion(overrides: Partial<DeletionLogoutDeps> = {}): Promise<DeletionLogout> {
  const { post, clear, webSignOut } = { ...defaults, ...overrides };
  if (post({ type: 'logout' })) {
    clear();
    return 'app';
  }
  // The server revoked every session with the account; the sign-out call may be refused, which is fine.
  await webSignOut().catch(() => undefined);
  return 'web';
}
