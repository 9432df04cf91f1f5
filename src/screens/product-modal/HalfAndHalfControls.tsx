import { useTranslation } from 'react-i18next';
import type { PizzaProduct } from '../../api/contract/catalogue';
import { halfFor, hasSize, type PizzaEditorState } from './pizza-editor-state';

interface HalfAndHalfControlsProps {
  product: PizzaProduct;
  halvable: readonly PizzaProduct[];
  state: PizzaEditorState;
  onChange: (next: PizzaEditorState) => void;
}

/** The half-and-half switch, the second half's pizza and which half the choices below apply to. */
export function HalfAndHalfControls({ product, halvable, state, onChange }: HalfAndHalfControlsProps) {
  const { t } = useTranslation();
  const secondTitle = halvable.find((pizza) => pizza.id === state.second?.productId)?.title ?? product.title;
  // The second half is any halvable pizza made at the chosen size.
  const candidates = halvable.filter((pizza) => hasSize(pizza, state.size));
  return (
    <section className="half-and-half" aria-labelledby="half-and-half-title">
      <h3 id="half-and-half-title" className="visually-hidden">
        {t('product.halfAndHalf.heading')}
      </h3>
      <label className="editor-switch">
        <input
          type="checkbox"
          role="switch"
          checked={state.second !== null}
          onChange={(event) => {
            if (!event.currentTarget.checked) {
              onChange({ ...state, second: null, editing: 'first' });
              return;
            }
            const other = candidates.find((pizza) => pizza.id !== product.id) ?? product;
            onChange({ ...state, second: halfFor(other), editing: 'first' });
          }}
        />
        <span className="editor-switch__track" aria-hidden="true" />
        <span>{t('product.halfAndHalf.toggle')}</span>
      </label>
      {state.second ? (
        <>
          <p className="half-and-half__hint">{t('product.halfAndHalf.hint')}</p>
          <label className="select-field">
            <span className="select-field__label">{t('product.halfAndHalf.secondHalf')}</span>
            <select
              value={state.second.productId}
              onChange={(event) => {
                const chosen = halvable.find((pizza) => pizza.id === event.currentTarget.value);
                if (chosen) onChange({ ...state, second: halfFor(chosen) });
              }}
            >
              {candidates.map((pizza) => (
                <option key={pizza.id} value={pizza.id}>
                  {pizza.title}
                </option>
              ))}
            </select>
          </label>
          <div className="half-switch" role="group" aria-label={t('product.halfAndHalf.editing')}>
            <button
              type="button"
              className="half-switch__button"
              aria-pressed={state.editing === 'first'}
              onClick={() => onChange({ ...state, editing: 'first' })}
            >
              {t('product.halfAndHalf.firstHalfNamed', { name: product.title })}
            </button>
            <button
              type="button"
              className="half-switch__button"
              aria-pressed={state.editing === 'second'}
              onClick={() => onChange({ ...state, editing: 'second' })}
            >
              {t('product.halfAndHalf.secondHalfNamed', { name: secondTitle })}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
