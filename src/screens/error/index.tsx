import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../components/ErrorPanel';

/** /error: where a render failure lands (spec 1 §8). */
export default function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <div className="page--centred">
      <title>{t('error.metaTitle')}</title>
      <ErrorPanel
        title={t('error.title')}
        message={t('error.message')}
        link={{ to: '/order/deals/', label: t('error.backToDeals') }}
      />
    </div>
  );
}
