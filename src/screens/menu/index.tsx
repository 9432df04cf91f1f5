import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, useLocation } from 'react-router';
import { settingsAtom } from '../../atoms/settings';
import { menuTabsFor } from '../../domain/menu/tabs';
import { CATEGORY_SOURCES, categoryOfPath, GROUPED_KINDS, TAB_OF_KIND, type CategorySource } from './categories';
import { MenuList } from './MenuList';
import { useMenuContext } from './use-menu-context';
import './menu.css';
import { track } from '../../analytics/track';
import { isViewMenuTab } from '../../domain/analytics/events';

/**
 * A menu category page, /order/{category}/ (spec 1 §2): the market's tabs for the localised hut,
 * the vegetarian filter and the category's products. A card's button opens the product modal
 * through the `modal` query parameter; deals open their deal page.
 */
export default function MenuScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const context = useMenuContext();
  const setSettings = useSetAtom(settingsAtom);
  const category = categoryOfPath(pathname);
  const tabListRef = useRef<HTMLUListElement>(null);

  // On a phone the tab row scrolls sideways: bring the current tab into view, without moving the page.
  useEffect(() => {
    const list = tabListRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active) return;
    list.scrollTo({ left: Math.max(0, active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2), behavior: 'instant' });
  }, [category]);
  // 14-G2: "Screen loads map … to view menu for deals, pizzas, sides, desserts and drinks" (S3 §7.4).
  useEffect(() => {
    if (isViewMenuTab(category)) track({ type: 'viewMenu', tab: category });
  }, [category]);
  const { tabs, initialTab } = menuTabsFor({
    sector: context.sector,
    features: { melts: context.meltsFeature },
    hut: context.hut
      ? { region: context.hut.address.region, excludedTabs: context.hut.excludedTabs, bagFeeStore: context.hut.bagFeeStore }
      : undefined,
  });

  const shown = (tabs as readonly string[]).includes(category) || category === 'dealcategory';
  const baseSource = CATEGORY_SOURCES[category];
  if (!shown || !baseSource) {
    // A tab this hut does not show (spec 1 §2 per-sector rules): the market's initial tab instead.
    return <Navigate to={`/order/${initialTab ?? 'deals'}/`} replace />;
  }
  // A grouped kind whose own tab is hidden (uk-1 wings) is sold from the sides page.
  const folded = GROUPED_KINDS.filter((kind) => !(tabs as readonly string[]).includes(TAB_OF_KIND[kind] ?? kind));
  const source: CategorySource =
    category === 'sides' && baseSource.kinds ? { ...baseSource, kinds: [...baseSource.kinds, ...folded] } : baseSource;
  const categoryName = t(`pages.${category}`);

  return (
    <div className="menu">
      <title>{`${categoryName} | ${t('brand')}`}</title>
      <nav className="menu-tabs" aria-label={t('menu.tabsLabel')}>
        <ul ref={tabListRef} className="menu-tabs__list">
          {tabs.map((tab) => (
            <li key={tab}>
              <NavLink className="menu-tabs__tab" to={`/order/${tab}/`} onClick={() => track({ type: 'interaction', interaction: 'menu-tab', value: tab })}>
                {t(`pages.${tab}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <header className="menu__header">
        <h1 className="menu__title">{categoryName}</h1>
        {/* 14-G13 (FR 'vegetarian-toggle'): the toggle is offered in the treatment only (the setting's
            default is off, S1 §3). A filter already on (set on /debug) keeps its toggle, so it can be
            seen and turned off. */}
        {context.vegetarianToggle || context.vegetarianOnly ? (
        <label className="veg-toggle">
          <input
            type="checkbox"
            role="switch"
            className="veg-toggle__input"
            checked={context.vegetarianOnly}
            onChange={(event) => {
              const vegetarianOnly = event.currentTarget.checked;
              setSettings((settings) => ({ ...settings, vegetarianOnly }));
            }}
          />
          <span className="veg-toggle__track" aria-hidden="true" />
          <span className="veg-toggle__label">{t('menu.vegetarianOnly')}</span>
        </label>
        ) : null}
      </header>
      {/* 14-G13 (CA 'hide-allergens-bar'), pick: the bar is one link to the allergen and nutrition
          table (/nutrition, 10-G5) above the list; the treatment hides it. */}
      {context.allergensBar ? (
        <nav className="menu-allergens" aria-label={t('menu.allergensBar.label')}>
          <p className="menu-allergens__text">{t('menu.allergensBar.text')}</p>
          <Link className="menu-allergens__link" to="/nutrition">
            {t('menu.allergensBar.link')}
          </Link>
        </nav>
      ) : null}
      <MenuList category={category} categoryName={categoryName} source={source} context={context} />
    </div>
  );
}
