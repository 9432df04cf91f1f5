import { useTranslation } from 'react-i18next';
import type { NutritionGroup, NutritionItem } from '../../api/contract/nutrition';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Spinner } from '../../components/Spinner';
import { ALLERGENS, isAllergen } from '../../domain/menu/allergens';
import { useNutritionModel } from './use-nutrition-model';
import './nutrition.css';

const GROUPS: readonly NutritionGroup[] = ['pizzas', 'sides', 'drinks', 'desserts', 'dips'];

/**
 * /nutrition (checklist 10-G5; issue 13 item 2): every product on the menu with the 14 regulated
 * allergens it contains and, where the hut shows nutrition and the market shows calories (spec 1
 * §3, §5), its calories per size. Searchable by name, filterable by menu section and "free from"
 * one allergen; one table per section, which reflows into cards on a phone.
 */
export default function NutritionScreen() {
  const { t, i18n } = useTranslation();
  const model = useNutritionModel();
  const { load } = model;
  const showCalories = load.status === 'ready' && load.value.showCalories;
  const kcal = new Intl.NumberFormat(i18n.language);

  return (
    <section className="nutrition" aria-labelledby="nutrition-title">
      <title>{`${t('nutrition.metaTitle')} | ${t('brand')}`}</title>
      <h1 id="nutrition-title" className="nutrition__title">
        {t('nutrition.title')}
      </h1>
      <p className="nutrition__lead">{model.hutName ? t('nutrition.leadHut', { name: model.hutName }) : t('nutrition.lead')}</p>
      <p className="nutrition__warning" role="note">
        {t('nutrition.warning')}
      </p>

      <form className="nutrition__filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="nutrition__field">
          <label htmlFor="nutrition-search">{t('nutrition.searchLabel')}</label>
          <input
            id="nutrition-search"
            type="search"
            value={model.query}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('nutrition.searchPlaceholder')}
            onChange={(event) => model.setQuery(event.target.value)}
          />
        </div>
        <div className="nutrition__field">
          <label htmlFor="nutrition-group">{t('nutrition.groupLabel')}</label>
          <select id="nutrition-group" value={model.group} onChange={(event) => model.setGroup(event.target.value as NutritionGroup | 'all')}>
            <option value="all">{t('nutrition.groupAll')}</option>
            {GROUPS.map((group) => (
              <option key={group} value={group}>
                {t(`nutrition.groups.${group}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="nutrition__field">
          <label htmlFor="nutrition-free-from">{t('nutrition.freeFromLabel')}</label>
          <select
            id="nutrition-free-from"
            value={model.freeFrom}
            onChange={(event) => model.setFreeFrom(isAllergen(event.target.value) ? event.target.value : '')}
          >
            <option value="">{t('nutrition.freeFromAny')}</option>
            {ALLERGENS.map((allergen) => (
              <option key={allergen} value={allergen}>
                {t(`nutrition.allergens.${allergen}`)}
              </option>
            ))}
          </select>
        </div>
      </form>

      {load.status === 'loading' ? (
        <div className="nutrition__state">
          <Spinner label={t('nutrition.loading')} />
        </div>
      ) : null}
      {load.status === 'error' ? (
        <ErrorPanel title={t('nutrition.errorTitle')} message={t('nutrition.errorMessage')}>
          <button type="button" className="button button--primary" onClick={load.retry}>
            {t('nutrition.retry')}
          </button>
        </ErrorPanel>
      ) : null}
      {load.status === 'ready' ? (
        <>
          <p className="nutrition__count" role="status">
            {t('nutrition.count', { count: model.shown })}
          </p>
          {model.shown === 0 ? <p className="panel nutrition__empty">{t('nutrition.empty')}</p> : null}
          {model.groups.map(({ group, items }) => (
            <table key={group} className="nutrition__table">
              <caption>{t(`nutrition.groups.${group}`)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('nutrition.product')}</th>
                  {showCalories ? <th scope="col">{t('nutrition.calories')}</th> : null}
                  <th scope="col">{t('nutrition.contains')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <ProductRow key={item.id} item={item} showCalories={showCalories} kcal={kcal} />
                ))}
              </tbody>
            </table>
          ))}
          {!showCalories ? <p className="nutrition__note">{t('nutrition.noCalories')}</p> : null}
        </>
      ) : null}
    </section>
  );
}

function ProductRow({ item, showCalories, kcal }: { item: NutritionItem; showCalories: boolean; kcal: Intl.NumberFormat }) {
  const { t } = useTranslation();
  const allergens = ALLERGENS.filter((allergen) => item.allergens.includes(allergen));
  return (
    <tr>
      <th scope="row" className="nutrition__product">
        <span className="nutrition__name">{item.title}</span>
        {item.vegan ? (
          <span className="badge nutrition__badge">{t('nutrition.vegan')}</span>
        ) : item.veg ? (
          <span className="badge nutrition__badge">{t('nutrition.vegetarian')}</span>
        ) : null}
      </th>
      {showCalories ? (
        <td className="nutrition__calories" data-label={t('nutrition.calories')}>
          {item.calories.length === 0 ? (
            '—'
          ) : (
            <ul>
              {item.calories.map((entry) => (
                <li key={entry.name}>
                  {item.calories.length > 1 || item.caloriesPer === 'slice' ? <span className="nutrition__size">{entry.name}: </span> : null}
                  {t(item.caloriesPer === 'slice' ? 'nutrition.kcalSlice' : 'nutrition.kcal', { kcal: kcal.format(entry.kcal) })}
                </li>
              ))}
            </ul>
          )}
        </td>
      ) : null}
      <td className="nutrition__allergens" data-label={t('nutrition.contains')}>
        {allergens.length === 0 ? (
          <span className="nutrition__none">{t('nutrition.noneOf14')}</span>
        ) : (
          <ul>
            {allergens.map((allergen) => (
              <li key={allergen} className="nutrition__allergen">
                {t(`nutrition.allergens.${allergen}`)}
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}
