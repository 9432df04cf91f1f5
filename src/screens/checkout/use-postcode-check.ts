import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import { hutListSchema } from '../../api/contract/hut';
import { log } from '../../log/logger';
import { normalisePostcode } from '../../domain/localisation/postcode';
import { matchesPostcode } from '../../domain/markets';
import { postcodeCheckOf, type PostcodeCheck } from './checkout-view';

/** Typing settles before the lookup: one request per postcode, not per key. */
export const POSTCODE_CHECK_DEBOUNCE_MS = 500;

/**
 * UK delivery (spec 2 §5): once a full postcode is typed, GET /v1/huts?postcode tells whether our
 * hut delivers there ('ok'), another does ('other-hut') or none ('not-deliverable'). A failed lookup
 * is 'unknown' and never blocks paying: the server checks the address again at preauthorisation.
 */
export function usePostcodeCheck(
  enabled: boolean,
  postcode: string,
  hut: { id: string; sector: string },
): { check: PostcodeCheck; checking: boolean } {
  const wanted = enabled && matchesPostcode(postcode, 'UK', 'full') ? normalisePostcode(postcode) : null;
  const { id: hutId, sector } = hut;
  const [result, setResult] = useState<{ postcode: string; check: PostcodeCheck } | null>(null);

  useEffect(() => {
    if (!wanted) return;
    let stopped = false;
    const timer = setTimeout(() => {
      api
        .get('/v1/huts', { query: { postcode: wanted }, schema: hutListSchema })
        .then((huts) => postcodeCheckOf(huts, { id: hutId, sector }))
        .catch((error: unknown) => {
          log.warn('Checkout postcode check failed', error);
          return 'unknown' as const;
        })
        .then((check) => {
          if (!stopped) setResult({ postcode: wanted, check });
        });
    }, POSTCODE_CHECK_DEBOUNCE_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [wanted, hutId, sector]);

  if (!wanted) return { check: 'unknown', checking: false };
  if (result?.postcode !== wanted) return { check: 'unknown', checking: true };
  return { check: result.check, checking: false };
}
