import { useAtomValue } from 'jotai';
import { Navigate, useLocation, useParams } from 'react-router';
import { currentHutAtom } from '../atoms/huts';
import { orderTargetRedirect } from '../domain/localisation/order-target';

/** /order/{hutId-or-sector}/ (10-G8): the order area has already sent visitors who are not localised home. */
export default function OrderTargetRedirect() {
  const { hutOrSector = '' } = useParams();
  const hut = useAtomValue(currentHutAtom);
  const location = useLocation();
  return <Navigate to={orderTargetRedirect(hutOrSector, hut, location)} replace />;
}
