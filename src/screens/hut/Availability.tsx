import { useTranslation } from 'react-i18next';
import type { Hut, HutStatusSummary } from '../../api/contract/hut';

export type StatusLoad = { status: 'loading' } | { status: 'unknown' } | { status: 'ready'; summary: HutStatusSummary['summary'] };

/** Delivery and collection availability now (GET /v2/huts/status/{sector}/{hutId}/summary). */
export function Availability({ hut, load }: { hut: Hut; load: StatusLoad }) {
  const { t } = useTranslation();
  if (hut.closed) return <p className="hut-now__line hut-now__line--closed">{t('huts.page.hutClosed')}</p>;
  if (load.status === 'loading') return <p className="hut-now__line">{t('huts.page.availabilityLoading')}</p>;
  if (load.status === 'unknown') return <p className="hut-now__line">{t('huts.page.availabilityUnknown')}</p>;

  const { web } = load.summary;
  const line = (disposition: 'delivery' | 'collection') => {
    if (!hut.allowedDisposition[disposition]) return null;
    const open = web.asap[disposition] === 'AVAILABLE';
    const later = !open && web.scheduled[disposition] === 'AVAILABLE';
    const key = open ? 'Open' : later ? 'Later' : 'Closed';
    return (
      <li key={disposition} className={`hut-now__line hut-now__line--${open ? 'open' : 'closed'}`}>
        <span className="hut-now__dot" aria-hidden="true" />
        {t(`huts.page.${disposition}${key}`)}
      </li>
    );
  };
  return <ul className="hut-now__list">{[line('delivery'), line('collection')]}</ul>;
}
