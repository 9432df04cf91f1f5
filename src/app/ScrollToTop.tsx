import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Each route change scrolls to the top (spec 1 §2); opening #basket is not a route change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
