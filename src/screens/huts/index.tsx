import { useAtomValue } from 'jotai';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SECTORS } from '../../api/contract/common';
import { log } from '../../log/logger';
import { fetchAllHuts } from '../../api/stores';
import { currentHutAtom } from '../../atoms/huts';
import { settingsAtom } from '../../atoms/settings';
import { ErrorPanel } from '../../components/ErrorPanel';
import { HutOpenStatus } from '../../components/HutOpenStatus';
import { Spinner } from '../../components/Spinner';
import { useRemote } from '../../components/use-remote';
import { marketOfLanguage } from '../../domain/markets/languages';
import { marketOfSector } from '../../domain/markets';
import { groupHuts, hutAddressLine, matchesHutSearch } from './hut-list';
import './huts.css';

/**
 * /huts: every hut of every sector, grouped by market and city, searchable by name, address,
 * postcode or city (spec 3 §2.5, §3). Each links to its own page /huts/{sector}/{id}.
 */
export default function HutsScreen() {
  const { t, i18n } = useTranslation();
  const currentHut = useAtomValue(currentHutAtom);
  const { flagLevel } = useAtomValue(settingsAtom);
  const load = useRemote('huts', () => fetchAllHuts(SECTORS), { onError: (error) => log.warn('Store list failed to load', error) });
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);

  const firstMarket = currentHut ? marketOfSector(currentHut.sector) : marketOfLanguage(i18n.language);
  const huts = load.status === 'ready' ? load.value : null;
  const groups = useMemo(() => {
    if (huts === null) return [];
    // Test huts are for internal testing: shown only at a testing flag level (spec 1 §6).
    const listed = huts.filter((hut) => !hut.test || flagLevel !== 'production');
    return groupHuts(listed.filter((hut) => matchesHutSearch(hut, deferredQuery)), i18n.language, firstMarket);
  }, [huts, deferredQuery, flagLevel, i18n.language, firstMarket]);
  const found = groups.reduce((sum, group) => sum + group.count, 0);

  return (
    <section className="huts" aria-labelledby="huts-title">
      <title>{`${t('huts.metaTitle')} | ${t('brand')}`}</title>
      <h1 id="huts-title" className="huts__title">
        {t('huts.title')}
      </h1>
      <p className="huts__lead">{t('huts.lead')}</p>

      <form className="huts__search" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="huts-search" className="huts__label">
          {t('huts.searchLabel')}
        </label>
        <input
          id="huts-search"
          className="huts__input"
          type="search"
          value={query}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('huts.searchPlaceholder')}
          onChange={(event) => setQuery(event.target.value)}
        />
      </form>

      {load.status === 'loading' ? (
        <div className="huts__state">
          <Spinner label={t('huts.loading')} />
        </div>
      ) : null}

      {load.status === 'error' ? (
        <ErrorPanel title={t('huts.errorTitle')} message={t('huts.errorMessage')}>
          <button type="button" className="button button--primary" onClick={load.retry}>
            {t('huts.retry')}
          </button>
        </ErrorPanel>
      ) : null}

      {load.status === 'ready' ? (
        <>
          <p className="huts__count" role="status">
            {deferredQuery.trim() === '' ? t('huts.count', { count: found }) : t('huts.matches', { count: found, query: deferredQuery.trim() })}
          </p>
          {found === 0 ? (
            <div className="huts__empty panel">
              <p className="panel__text">{deferredQuery.trim() === '' ? t('huts.empty') : t('huts.noMatches')}</p>
              {deferredQuery.trim() === '' ? null : (
                <button type="button" className="button button--secondary" onClick={() => setQuery('')}>
                  {t('huts.clearSearch')}
                </button>
              )}
            </div>
          ) : (
            groups.map((group) => (
              <section key={group.market} className="huts__market" aria-labelledby={`huts-market-${group.market}`}>
                <h2 id={`huts-market-${group.market}`} className="huts__market-title">
                  {t(`huts.markets.${group.market}`)}
                </h2>
                {group.cities.map((city) => (
                  <section key={city.city} className="huts__city" aria-label={city.city}>
                    <h3 className="huts__city-title">{city.city}</h3>
                    <ul className="huts__list">
                      {city.huts.map((hut) => (
                        <li key={`${hut.sector}:${hut.id}`}>
                          <Link className="hut-card" to={`/huts/${hut.sector}/${encodeURIComponent(hut.id)}/`}>
                            <span className="hut-card__name">{hut.name}</span>
                            <span className="hut-card__address">
                              {hutAddressLine(hut)}
                            </span>
                            {/* 10-G33: open now, opens at …, or closed, from the hut's hours */}
                            <HutOpenStatus hut={hut} disposition={hut.allowedDisposition.collection ? 'collection' : 'delivery'} />
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </section>
            ))
          )}
        </>
      ) : null}
    </section>
  );
}
