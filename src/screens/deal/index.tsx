import { useLocation } from 'react-router';
import { DealPage } from './DealPage';
import { DiscountPage } from './DiscountPage';
import './deal.css';

/** /order/deal/ and /order/discount/ (spec 1 §2): one deal, or one discount. */
export default function DealScreen() {
  const { pathname } = useLocation();
  return pathname.startsWith('/order/discount') ? <DiscountPage /> : <DealPage />;
}
