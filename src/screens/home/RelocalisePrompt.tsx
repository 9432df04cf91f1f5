import { useTranslation } from 'react-i18next';

interface Props {
  id: string;
  onChangeAddress: () => void;
  onCollect: () => void;
}

/**
 * "If none found a relocalise prompt opens" (spec 1 §4, 3 §4.6): no hut delivers to the address,
 * so the customer changes it or collects from a hut nearby instead.
 */
export function RelocalisePrompt({ id, onChangeAddress, onCollect }: Props) {
  const { t } = useTranslation();
  return (
    <div id={id} className="relocalise" role="alert">
      <p className="relocalise__title">{t('localisation.relocalise.title')}</p>
      <p className="relocalise__text">{t('localisation.relocalise.text')}</p>
      <div className="relocalise__actions">
        <button type="button" className="button button--secondary" onClick={onChangeAddress}>
          {t('localisation.relocalise.changeAddress')}
        </button>
        <button type="button" className="button button--primary" onClick={onCollect}>
          {t('localisation.relocalise.collect')}
        </button>
      </div>
    </div>
  );
}
