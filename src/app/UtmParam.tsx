import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { utmAtom } from '../atoms/checkout';
import { utmFromSearch } from '../domain/analytics/utm';

/**
 * Keeps the utm values of the address the customer arrived by (06-G13), including the ones the
 * /delivery redirect adds inside the app, so the order carries them. A later link with its own
 * values replaces them; one without any leaves them.
 */
export function UtmParam() {
  const { search } = useLocation();
  const setUtm = useSetAtom(utmAtom);
  useEffect(() => {
    const utm = utmFromSearch(search);
    if (utm) setUtm(utm);
  }, [search, setUtm]);
  return null;
}
