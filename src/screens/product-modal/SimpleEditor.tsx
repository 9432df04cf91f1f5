import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SimpleProduct } from '../../api/contract/catalogue';
import { itemProperties } from '../../domain/basket/item';
import { roundMoney } from '../../domain/money/format';
import type { EditorResult, SubmitText } from './editor-result';
import { Choice, ChoiceGroup, EditorFooter } from './parts';

export interface SimpleSelection {
  option: string;
  modifiers: string[];
  /** The included dip of a melt. */
  dip: string | null;
}

interface SimpleEditorProps {
  products: readonly SimpleProduct[];
  /** The product shown first; in the grouped editor the customer may pick another of the group. */
  productId: string;
  grouped: boolean;
  price: (amount: number) => string;
  decimals: number;
  /** A deal may sell one option only (`id:option` entities). */
  fixedOption: string | null;
  initial: Record<string, unknown> | null;
  showCalories: boolean;
  /** Melts come with one dip of the customer's choice, included in the price (the melts modal, 04-G32). */
  includedDips?: readonly SimpleProduct[];
  submitText: SubmitText;
  onSubmit: (result: EditorResult) => void;
}

function initialSelection(product: SimpleProduct, initial: Record<string, unknown> | null, fixedOption: string | null): SimpleSelection {
  const stored = initial ? itemProperties(initial) : null;
  const saved = stored?.option ?? null;
  const option =
    [fixedOption, saved].find((id) => id && product.options.some((candidate) => candidate.id === id)) ?? product.options[0]?.id ?? '';
  const modifiers = [...(stored?.modifiers ?? [])];
  const dips = stored?.dips ?? [];
  return { option, modifiers, dip: dips[0] ?? null };
}

/**
 * Sides, drinks, desserts and dips (spec 1 §2): a portion or size (the product's options) and any
 * extras (modifiers). Grouped (mode=grouped&groupingKey=kind): first the product of the group, e.g.
 * which wings. The melts modal (spec 1 §2; our content, 04-G32): a melt comes with one dip, chosen
 * here at no charge and kept in the item's `dips` (spec 1 §3 basket item properties).
 */
export function SimpleEditor(props: SimpleEditorProps) {
  const { products, productId, grouped, price, decimals, fixedOption, initial, showCalories, includedDips = [], submitText, onSubmit } = props;
  const { t } = useTranslation();
  const [chosenId, setChosenId] = useState(productId);
  const product = products.find((candidate) => candidate.id === chosenId) ?? products[0];
  const [selection, setSelection] = useState<SimpleSelection>(() =>
    product ? initialSelection(product, initial, fixedOption) : { option: '', modifiers: [], dip: null },
  );
  if (!product) return null;

  const dipChoices = product.kind === 'melts' ? includedDips : [];
  const dip = dipChoices.find((candidate) => candidate.id === selection.dip) ?? dipChoices[0];

  const option = product.options.find((candidate) => candidate.id === selection.option) ?? product.options[0];
  const modifiers = (product.modifiers ?? []).filter((modifier) => selection.modifiers.includes(modifier.id));
  const basePrice = option?.price ?? product.price;
  const total = roundMoney(basePrice + modifiers.reduce((sum, modifier) => sum + modifier.price, 0), decimals);
  const result: EditorResult | null = option
    ? {
        title: product.title,
        price: total,
        originalPrice: total,
        basePrice,
        properties: {
          id: product.id,
          kind: product.kind,
          ...(product.subtype ? { subtype: product.subtype } : {}),
          option: option.id,
          modifiers: modifiers.map((modifier) => modifier.id),
          ...(dip ? { dips: [dip.id] } : {}),
          price: total,
        },
      }
    : null;
  const text = submitText(result);
  const options = fixedOption ? product.options.filter((candidate) => candidate.id === fixedOption) : product.options;
  const calories = showCalories ? (option?.servingCalories ?? product.servingCalories) : undefined;

  return (
    <div className="editor">
      {grouped && products.length > 1 ? (
        <ChoiceGroup legend={t('product.grouped.choose')}>
          {products.map((candidate) => (
            <Choice
              key={candidate.id}
              name="grouped-product"
              value={candidate.id}
              checked={candidate.id === product.id}
              label={candidate.title}
              aside={price(candidate.options[0]?.price ?? candidate.price)}
              onChange={() => {
                setChosenId(candidate.id);
                setSelection(initialSelection(candidate, null, null));
              }}
            />
          ))}
        </ChoiceGroup>
      ) : null}
      {product.desc ? <p className="editor__desc">{product.desc}</p> : null}
      {calories !== undefined ? <p className="editor__calories">{t('product.calories', { count: calories })}</p> : null}

      {options.length > 1 ? (
        <ChoiceGroup legend={product.type === 'drink' ? t('product.drinkSize') : t('product.portion')}>
          {options.map((candidate) => (
            <Choice
              key={candidate.id}
              name={`option-${product.id}`}
              value={candidate.id}
              checked={candidate.id === option?.id}
              label={candidate.name}
              aside={price(candidate.price)}
              onChange={() => setSelection({ ...selection, option: candidate.id })}
            />
          ))}
        </ChoiceGroup>
      ) : null}

      {dipChoices.length > 0 ? (
        <ChoiceGroup legend={t('product.melts.dip')} hint={<p>{t('product.melts.hint')}</p>}>
          {dipChoices.map((candidate) => (
            <Choice
              key={candidate.id}
              name={`dip-${product.id}`}
              value={candidate.id}
              checked={candidate.id === dip?.id}
              label={candidate.title}
              aside={t('product.included')}
              onChange={() => setSelection({ ...selection, dip: candidate.id })}
            />
          ))}
        </ChoiceGroup>
      ) : null}

      {product.modifiers && product.modifiers.length > 0 ? (
        <ChoiceGroup legend={t('product.extras')}>
          {product.modifiers.map((modifier) => (
            <Choice
              key={modifier.id}
              type="checkbox"
              name={`modifier-${product.id}`}
              value={modifier.id}
              checked={selection.modifiers.includes(modifier.id)}
              label={modifier.name}
              aside={modifier.price > 0 ? `+${price(modifier.price)}` : t('product.free')}
              onChange={(on) =>
                setSelection({
                  ...selection,
                  modifiers: on ? [...selection.modifiers, modifier.id] : selection.modifiers.filter((id) => id !== modifier.id),
                })
              }
            />
          ))}
        </ChoiceGroup>
      ) : null}

      <EditorFooter label={text.label} price={text.price} disabled={!result} onSubmit={() => result && onSubmit(result)} />
    </div>
  );
}
