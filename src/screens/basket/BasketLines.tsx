import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLineWords } from '../../components/line-words';
import { describeLines, type DescribedLine } from '../../domain/basket/described-lines';
import { MAX_LINE_QUANTITY } from '../../domain/basket/quantity';
import type { PricedLine, PricingBasket } from '../../domain/pricing/types';
import { editHref, type ProductNames } from './basket-view';

interface BasketLinesProps {
  lines: readonly PricedLine[];
  basket: PricingBasket;
  /** Lines the pricing engine could not price from the catalogue (shown with a note). */
  errorLineIds: ReadonlySet<string>;
  productOf: (productId: string) => ProductNames | undefined;
  format: (amount: number) => string;
  onRemove: (line: PricedLine) => void;
  /** The stepper: one more identical item, or one fewer (at 1 the line goes, as Remove does). */
  onQuantity: (line: DescribedLine, delta: 1 | -1) => void;
  onEdit: () => void;
}

/** Line amounts are already rounded to the basket's decimals; the basket has two in every market (India's products have none). */
const BASKET_DECIMALS = 2;

/**
 * The deals and items in the basket (spec 1 §2), each with what was chosen (10-G16: size, crust,
 * halves, toppings added or removed, a deal's choices), its price, an edit link and a remove
 * button. Identical items are one line with a stepper (issue 13 item 5; the decision in
 * src/domain/basket/quantity.ts): −, the count, + up to MAX_LINE_QUANTITY, and a polite live
 * region that says the new count.
 */
export function BasketLines({ lines, basket, errorLineIds, productOf, format, onRemove, onQuantity, onEdit }: BasketLinesProps) {
  const { t } = useTranslation();
  const words = useLineWords();
  const [announcement, setAnnouncement] = useState('');
  const described = describeLines(lines, basket, productOf, BASKET_DECIMALS);

  const step = (entry: DescribedLine, name: string, delta: 1 | -1) => {
    const count = entry.quantity + delta;
    setAnnouncement(count > 0 ? t('lines.quantity.announce', { name, count }) : t('lines.quantity.removed', { name }));
    onQuantity(entry, delta);
  };

  return (
    <>
      <ul className="basket-lines" aria-label={t('basket.lines.label')}>
        {described.map((entry) => {
          const { line } = entry;
          const href = editHref(line, basket);
          const title = entry.kind === 'item' && entry.items[0] ? words.title(entry.items[0].description.product) || line.title : words.title({ id: line.refId, name: line.title });
          const saving = entry.menuAmount > entry.amount;
          const itemText = entry.kind === 'item' && entry.items[0] ? words.text(entry.items[0].description) : [];
          return (
            <li key={entry.key} className={`basket-line basket-line--${entry.kind}`}>
              <div className="basket-line__main">
                <p className="basket-line__title">{title}</p>
                {itemText.map((text, index) => (
                  <p key={index} className="basket-line__detail">
                    {text}
                  </p>
                ))}
                {entry.kind === 'deal' && entry.items.length > 0 ? (
                  <ul className="basket-line__contents">
                    {entry.items.map((item) => {
                      const details = words.text(item.description);
                      return (
                        <li key={item.id}>
                          <span className="basket-line__choice">{words.title(item.description.product)}</span>
                          {details.length > 0 ? <span className="basket-line__choice-detail"> — {details.join(' · ')}</span> : null}
                        </li>
                      );
                    })}
                  </ul>
                ) : null}
                {entry.lines.some((entryLine) => errorLineIds.has(entryLine.id)) ? <p className="basket-line__note">{t('basket.lines.incomplete')}</p> : null}
                <div className="basket-line__actions">
                  {entry.adjustable ? <Stepper entry={entry} name={title} onStep={(delta) => step(entry, title, delta)} /> : null}
                  {href ? (
                    <Link className="basket-line__action" to={href} onClick={onEdit} aria-label={t('basket.lines.editNamed', { name: title })}>
                      {t('basket.lines.edit')}
                    </Link>
                  ) : null}
                  <button
                    type="button"
                    className="basket-line__action basket-line__action--remove"
                    aria-label={t('basket.lines.removeNamed', { name: title })}
                    onClick={() => {
                      // Remove takes the whole line, every identical item on it.
                      for (const entryLine of [...entry.lines].reverse()) onRemove(entryLine);
                    }}
                  >
                    {t('basket.lines.remove')}
                  </button>
                </div>
              </div>
              <div className="basket-line__price">
                <span className="basket-line__amount">{format(entry.amount)}</span>
                {saving ? (
                  <s className="basket-line__was" aria-label={t('basket.lines.was', { price: format(entry.menuAmount) })}>
                    {format(entry.menuAmount)}
                  </s>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}

function Stepper({ entry, name, onStep }: { entry: DescribedLine; name: string; onStep: (delta: 1 | -1) => void }) {
  const { t } = useTranslation();
  const atMax = entry.quantity >= MAX_LINE_QUANTITY;
  return (
    <div className="quantity-stepper" role="group" aria-label={t('lines.quantity.label', { name })}>
      <button type="button" className="quantity-stepper__button" aria-label={t('lines.quantity.decrease', { name })} onClick={() => onStep(-1)}>
        <span aria-hidden="true">−</span>
      </button>
      <output className="quantity-stepper__count" aria-label={t('lines.quantity.announce', { name, count: entry.quantity })}>
        {entry.quantity}
      </output>
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={t('lines.quantity.increase', { name })}
        aria-disabled={atMax || undefined}
        title={atMax ? t('lines.quantity.max', { max: MAX_LINE_QUANTITY }) : undefined}
        onClick={() => (atMax ? undefined : onStep(1))}
      >
        <span aria-hidden="true">+</span>
      </button>
      {atMax ? <span className="quantity-stepper__max">{t('lines.quantity.max', { max: MAX_LINE_QUANTITY })}</span> : null}
    </div>
  );
}
