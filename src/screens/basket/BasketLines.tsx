import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PricedLine, PricingBasket } from '../../domain/pricing/types';
import { dealItemTitles, editHref, type ProductNames } from './basket-view';

interface BasketLinesProps {
  lines: readonly PricedLine[];
  basket: PricingBasket;
  /** Lines the pricing engine could not price from the catalogue (shown with a note). */
  errorLineIds: ReadonlySet<string>;
  itemDetail: (itemId: string) => string | null;
  productOf: (productId: string) => ProductNames | undefined;
  format: (amount: number) => string;
  onRemove: (line: PricedLine) => void;
  onEdit: () => void;
}

/** The deals and items in the basket, each with its price, an edit link and a remove button (spec 1 §2). */
export function BasketLines({ lines, basket, errorLineIds, itemDetail, productOf, format, onRemove, onEdit }: BasketLinesProps) {
  const { t } = useTranslation();
  return (
    <ul className="basket-lines" aria-label={t('basket.lines.label')}>
      {lines.map((line) => {
        const href = editHref(line, basket);
        const contents = line.kind === 'deal' ? dealItemTitles(line, basket, productOf) : [];
        const detail = line.kind === 'item' ? itemDetail(line.id) : null;
        const saving = line.menuAmount > line.amount;
        return (
          <li key={`${line.kind}:${line.id}`} className={`basket-line basket-line--${line.kind}`}>
            <div className="basket-line__main">
              <p className="basket-line__title">{line.title}</p>
              {detail ? <p className="basket-line__detail">{detail}</p> : null}
              {contents.length > 0 ? (
                <ul className="basket-line__contents">
                  {contents.map((title, index) => (
                    <li key={`${index}:${title}`}>{title}</li>
                  ))}
                </ul>
              ) : null}
              {errorLineIds.has(line.id) ? <p className="basket-line__note">{t('basket.lines.incomplete')}</p> : null}
              <div className="basket-line__actions">
                {href ? (
                  <Link className="basket-line__action" to={href} onClick={onEdit} aria-label={t('basket.lines.editNamed', { name: line.title })}>
                    {t('basket.lines.edit')}
                  </Link>
                ) : null}
                <button
                  type="button"
                  className="basket-line__action basket-line__action--remove"
                  aria-label={t('basket.lines.removeNamed', { name: line.title })}
                  onClick={() => onRemove(line)}
                >
                  {t('basket.lines.remove')}
                </button>
              </div>
            </div>
            <div className="basket-line__price">
              <span className="basket-line__amount">{format(line.amount)}</span>
              {saving ? (
                <s className="basket-line__was" aria-label={t('basket.lines.was', { price: format(line.menuAmount) })}>
                  {format(line.menuAmount)}
                </s>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
