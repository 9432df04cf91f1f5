import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useViewItem } from '../../analytics/use-track';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Deal, PizzaProduct, Product, SimpleProduct } from '../../api/contract/catalogue';
import { currentHutAtom } from '../../atoms/huts';
import { settingsAtom } from '../../atoms/settings';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { dealChoicesAtom, dealChoicesOf, type DealChoiceItem, type DealChoiceType } from '../../atoms/deal-choices';
import { parseEntity } from '../../domain/deals/option-products';
import { marketConfig, marketOfSector } from '../../domain/markets/config';
import { LOCALES, type Locale } from '../../domain/markets/ids';
import { formatMoney } from '../../domain/money/format';
import { NO_FREE_TOPPINGS, PIZZA_SIZES, type PizzaSize } from '../../domain/pricing/pizza';
import { chargeOfReplacement } from '../../domain/pricing/deal-choice-charges';
import { listedProducts } from '../../domain/menu/product-filters';
import { LIST_OF_TYPE, readModalParams, withoutModalParams, type ModalParams } from './modal-params';
import type { EditorResult } from './editor-result';
import { PizzaEditor } from './PizzaEditor';
import { ProductArt } from './ProductArt';
import { SimpleEditor } from './SimpleEditor';
import { useLocalisedEntries } from './use-localised-entries';
import { useMenuEntries } from './use-menu-entries';
import { useSubmit } from './use-submit';
import './product-modal.css';

/** Set as history state by pages that push the modal, so closing can step back instead of piling up entries. */
export interface ModalHistoryState {
  modalFrom?: boolean;
}

/**
 * The product edit modal (spec 1 §2): opened by the `modal` query parameter over any order page and
 * closed by removing it (Escape, the X, a click on the backdrop). Shows the pizza editor, the
 * grouped editor, or the side, drink, dessert or dip editor.
 */
export default function ProductModal() {
  const [params, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const modal = readModalParams(params);

  const close = () => {
    if ((location.state as ModalHistoryState | null)?.modalFrom) navigate(-1);
    else setSearchParams(withoutModalParams(params), { replace: true, preventScrollReset: true });
  };

  if (!modal) return null;
  return <ProductModalContent key={`${modal.productId}|${modal.deal?.choiceId ?? ''}`} modal={modal} onClose={close} />;
}

function ProductModalContent({ modal, onClose }: { modal: ModalParams; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const hut = useAtomValue(currentHutAtom);
  const settings = useAtomValue(settingsAtom);
  const type = modal.type ?? 'pizza';
  const entries = useMenuEntries(LIST_OF_TYPE[type]);
  const deals = useMenuEntries(modal.deal ? 'deals' : null);
  const submit = useSubmit(modal, onClose);

  const market = (hut && marketOfSector(hut.sector)) ?? 'UK';
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale = (LOCALES as readonly string[]).includes(language) ? (language as Locale) : undefined;
  const price = (amount: number) => formatMoney(amount, market, { context: 'product', locale });
  const decimals = marketConfig(market).currency.decimals.product;
  const showCalories = Boolean(hut?.showNutrition) && marketConfig(market).features.calories;

  const products = useLocalisedEntries(entries.list).filter(isProduct);
  const product = products.find((candidate) => candidate.id === modal.productId && candidate.type === type);
  // The melts modal offers the hut's dips as the melt's included dip.
  const dips = useMenuEntries(product?.kind === 'melts' ? 'dips' : null);
  const dipEntries = useLocalisedEntries(dips.list);
  const deal = deals.list.find((entry): entry is Deal => 'rules' in entry && entry.id === modal.deal?.dealId);
  const option = modal.deal ? deal?.options[modal.deal.optionIndex] : undefined;
  const entity = option?.entities.map(parseEntity).find((candidate) => candidate.productId === modal.productId);
  const variant = entity?.variant ?? option?.size ?? null;
  // 14-G2: 'view item' when the product editor opens (a choice inside a deal too).
  useViewItem(product?.id ?? null, product?.kind ?? type);

  // Inside a deal the button (and a pizza's crust rows) show what this choice adds to the deal's
  // price with the other choices as they are: the function the choice card and the total use (10-G15).
  // Choices from other lists (a side beside this pizza) are priced at their stored values, the same
  // on both sides of the difference; the deal's pizzas, which a cheapest rule compares, are all here.
  const dealChoices = useAtomValue(dealChoicesAtom);
  const chargeIn = (result: EditorResult | null): number | null => {
    if (!deal || !product || !result || !modal.deal) return null;
    const productsById = new Map<string, Product>(products.map((entry) => [entry.id, entry]));
    productsById.set(product.id, product);
    const choices = dealChoicesOf(dealChoices, deal.id)?.choices ?? {};
    const item: DealChoiceItem = {
      type: type as DealChoiceType,
      productId: product.id,
      title: result.title,
      price: Math.max(0, result.price - result.basePrice),
      originalPrice: result.originalPrice,
      properties: result.properties,
    };
    return chargeOfReplacement(deal, choices, modal.deal, item, productsById, decimals);
  };

  const loading = entries.loading || (modal.deal && deals.loading) || (product?.kind === 'melts' && dips.loading && !dips.error);
  const title = product
    ? modal.grouped
      ? t(`product.kinds.${product.kind}`, { defaultValue: product.title })
      : product.title
    : t(loading ? 'product.loadingTitle' : 'product.unavailableTitle');

  let body;
  if (loading) {
    body = (
      <div className="editor-state">
        <Spinner label={t('product.loading')} />
      </div>
    );
  } else if (entries.error) {
    body = (
      <div className="editor-state" role="alert">
        <p>{t('product.loadError')}</p>
        <button type="button" className="button button--primary" onClick={entries.retry}>
          {t('product.retry')}
        </button>
      </div>
    );
  } else if (!product) {
    body = (
      <div className="editor-state">
        <p>{t('product.notFound')}</p>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('product.backToMenu')}
        </button>
      </div>
    );
  } else if (isPizza(product)) {
    // The second half is chosen among listed pizzas: the vegetarian filter applies to it too.
    const pizzas = listedProducts(products, { vegetarianOnly: settings.vegetarianOnly, allowHidden: settings.showHiddenFlags }).filter(isPizza);
    body = (
      <PizzaEditor
        product={product}
        pizzas={pizzas}
        price={price}
        decimals={decimals}
        fixedSize={variant && (PIZZA_SIZES as readonly string[]).includes(variant) ? (variant as PizzaSize) : null}
        free={option?.free ?? NO_FREE_TOPPINGS}
        dealCharge={deal && modal.deal ? (result) => chargeIn(result) ?? 0 : null}
        initial={submit.initial}
        submitText={(result) => submit.text(result, price, chargeIn(result))}
        onSubmit={(result) => submit.save('pizza', result)}
      />
    );
  } else {
    const simple = product as SimpleProduct;
    const group = modal.grouped
      ? listedProducts(products, { vegetarianOnly: false, allowHidden: settings.showHiddenFlags }).filter(
          (candidate): candidate is SimpleProduct => candidate.type === simple.type && candidate.kind === simple.kind,
        )
      : [simple];
    body = (
      <SimpleEditor
        products={group.length > 0 ? group : [simple]}
        productId={simple.id}
        grouped={modal.grouped}
        price={price}
        decimals={decimals}
        fixedOption={variant}
        initial={submit.initial}
        showCalories={showCalories}
        includedDips={listedProducts(dipEntries.filter(isProduct), { vegetarianOnly: false }).filter(
          (candidate): candidate is SimpleProduct => candidate.type === 'dip',
        )}
        submitText={(result) => submit.text(result, price, chargeIn(result))}
        onSubmit={(result) => submit.save(simple.type, result)}
      />
    );
  }

  return (
    <Modal open title={title} onClose={onClose} closeLabel={t('product.close')}>
      <BackdropClose onClose={onClose} />
      {/* A pizza's picture is drawn live by its editor (PizzaLiveArt), every other product shows its own. */}
      {product && !isPizza(product) ? <ProductArt key={product.img} src={product.img} type={product.type} /> : null}
      {body}
    </Modal>
  );
}

const isProduct = (entry: unknown): entry is Product =>
  typeof entry === 'object' && entry !== null && 'taxCode' in entry && 'type' in entry;
const isPizza = (product: Product): product is PizzaProduct => product.type === 'pizza';

/** A click on the backdrop (outside the dialog's box) closes it, as Escape and the X do. */
function BackdropClose({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLSpanElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    const dialog = ref.current?.closest('dialog');
    if (!dialog) return;
    const onClick = (event: MouseEvent) => {
      if (event.target !== dialog) return;
      const box = dialog.getBoundingClientRect();
      const inside =
        event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) onCloseRef.current();
    };
    dialog.addEventListener('click', onClick);
    return () => dialog.removeEventListener('click', onClick);
  }, []);
  return <span ref={ref} hidden />;
}
