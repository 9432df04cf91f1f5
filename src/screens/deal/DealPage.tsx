import { useTranslation } from 'react-i18next';
import { useViewItem } from '../../analytics/use-track';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Spinner } from '../../components/Spinner';
import { DealView } from './DealView';
import { useDealModel } from './use-deal-model';

/**
 * /order/deal/?id=&basketId=&editing=&redeemId=&choiceId= (spec 1 §2): one deal's numbered choices,
 * filled from their allowed products, and the primary 'Add deal to basket'. The model
 * (use-deal-model.ts) reads the address and the atoms; this page shows its loading and error states
 * and hands the open deal to the view.
 */
export function DealPage() {
  const { t } = useTranslation();
  const state = useDealModel();
  // 14-G2: 'view item' when the deal editor opens (once its deal is known).
  useViewItem(state.status === 'ready' ? state.model.deal.id : null, 'deal');
  if (state.status === 'error') {
    return (
      <ErrorPanel title={t('deal.errorTitle')} message={t('deal.errorMessage')} link={{ to: '/order/deals/', label: t('deal.backToDeals') }}>
        <button type="button" className="button button--secondary deal-retry" onClick={state.retry}>
          {t('deal.retry')}
        </button>
      </ErrorPanel>
    );
  }
  if (state.status === 'loading') {
    return (
      <div className="deal-state">
        <Spinner label={t('deal.loading')} />
      </div>
    );
  }
  return <DealView model={state.model} actions={state.actions} />;
}
