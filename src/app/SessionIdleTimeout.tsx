// The session idle time-out as the layout mounts it: clears the session and goes home (spec 2 §4,
// 3 §4.4). The timer and what it clears live in atoms/idle-timeout.ts.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearIdleSession, SESSION_IDLE_TIMEOUT_MS, startIdleTimeout } from '../atoms/idle-timeout';
import { identityAtom } from '../atoms/identity';
import { appStore } from '../atoms/store';

function signOutWhenIdle(): void {
  if (appStore.get(identityAtom).tokens === null) return;
  void import('../atoms/account-session').then((session) => session.signOut({ reason: 'idle' }));
}

/** The app's idle time-out, mounted once in the layout: clears the session and goes to '/' unless there. */
export function useSessionIdleTimeout(timeoutMs: number = SESSION_IDLE_TIMEOUT_MS): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Read when the time-out fires, so moving between pages does not restart the wait.
  const latest = useRef({ navigate, pathname });
  useEffect(() => {
    latest.current = { navigate, pathname };
  }, [navigate, pathname]);
  useEffect(
    () =>
      startIdleTimeout({
        timeoutMs,
        onIdle: () => {
          clearIdleSession();
          // C35: on the web the idle time-out also signs the customer out, with 'You have been logged out.'.
          signOutWhenIdle();
          if (latest.current.pathname !== '/') void latest.current.navigate('/');
        },
      }),
    [timeoutMs],
  );
}

/** The one-hour session time-out as a component, so the Layout can load it after the first paint. */
export default function SessionIdleTimeout(): null {
  useSessionIdleTimeout();
  return null;
}
