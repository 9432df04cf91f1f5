import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChoiceCard } from './ChoiceCard';
import { DealFooter } from './DealFooter';
import type { DealActions, DealModel } from './model';
import { Thumb } from './Thumb';

/**
 * The deal page (spec 1 §2): the deal's head, its numbered choices and the footer with the total and
 * the primary 'Add deal to basket'. Pure: it renders the model and calls the actions.
 */
export function DealView({ model, actions }: { model: DealModel; actions: DealActions }) {
  const { t } = useTranslation();
  const { deal } = model;
  return (
    <article className="deal-page" aria-labelledby="deal-title">
      <title>{`${deal.title} | ${t('brand')}`}</title>
      <nav className="deal-page__back" aria-label={t('deal.breadcrumb')}>
        <Link to="/order/deals/">← {t('deal.backToDeals')}</Link>
      </nav>
      <header className="deal-head">
        <Thumb src={deal.img} size={96} type="deal" />
        <div className="deal-head__text">
          <h1 id="deal-title" className="deal-head__title">
            {deal.title}
          </h1>
          {deal.desc ? <p className="deal-head__desc">{deal.desc}</p> : null}
          <p className="deal-head__price">{t('deal.from', { price: model.price(deal.price) })}</p>
        </div>
      </header>

      <ol className="deal-choices">
        {model.choices.map(({ slot, option, choice, picks, optionFull, charge }) => (
          <li key={slot.choiceId}>
            <ChoiceCard
              slot={slot}
              option={option}
              choice={choice}
              picks={picks}
              optionFull={optionFull}
              charge={charge}
              price={model.price}
              onPick={(pick) => actions.pick(slot, pick)}
              onItems={(items) => actions.setItems(slot, items)}
              onCustomise={(item) => actions.customise(slot, item)}
              onClear={() => actions.clear(slot)}
            />
          </li>
        ))}
      </ol>

      <DealFooter
        total={model.total}
        saving={model.saving}
        reasons={model.reasons}
        label={t(model.inBasket ? 'deal.update' : 'deal.add')}
        busy={model.adding}
        onAdd={actions.add}
      />
    </article>
  );
}
