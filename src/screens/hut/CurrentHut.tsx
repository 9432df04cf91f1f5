import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router';
import { currentHutAtom, isLocalisedAtom } from '../../atoms/huts';

/**
 * /hut (spec 1 §2; checklist 10-G5 reading): the localised hut's own store page
 * /huts/{sector}/{id}/, or the store list /huts/ when the customer is not localised.
 */
export default function CurrentHutRedirect() {
  const hut = useAtomValue(currentHutAtom);
  const localised = useAtomValue(isLocalisedAtom);
  const to = localised && hut ? `/huts/${hut.sector}/${encodeURIComponent(hut.id)}/` : '/huts/';
  return <Navigate to={to} replace />;
}
