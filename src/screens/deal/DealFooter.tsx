import { useTranslation } from 'react-i18next';

interface DealFooterProps {
  total: string;
  /** What the same food costs off the deal, when the deal saves money. */
  saving: string | null;
  /** Why the deal cannot be added yet; empty when it can. */
  reasons: readonly string[];
  label: string;
  busy: boolean;
  onAdd: () => void;
}

/** The deal's total and the primary 'Add deal to basket', enabled once every required choice is made. */
export function DealFooter({ total, saving, reasons, label, busy, onAdd }: DealFooterProps) {
  const { t } = useTranslation();
  const blocked = reasons.length > 0;
  return (
    <div className="deal-footer">
      <div className="deal-footer__inner">
        <div className="deal-footer__total">
          <span className="deal-footer__label">{t('deal.total')}</span>
          <span className="deal-footer__price" aria-live="polite">
            {total}
          </span>
          {saving ? <span className="deal-footer__saving">{t('deal.saving', { amount: saving })}</span> : null}
        </div>
        <button
          type="button"
          className="button button--primary deal-footer__add"
          disabled={blocked || busy}
          aria-describedby={blocked ? 'deal-footer-reasons' : undefined}
          onClick={onAdd}
        >
          {label}
        </button>
      </div>
      {blocked ? (
        <ul id="deal-footer-reasons" className="deal-footer__reasons">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
