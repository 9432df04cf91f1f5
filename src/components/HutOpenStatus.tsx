import { useTranslation } from 'react-i18next';
import type { Hut } from '../api/contract/hut';
import { hutOpenStatus, opensAtLabel } from '../domain/hours/open-status';
import type { WebDisposition } from '../domain/hours/opening-periods';
import { clockOf, marketOfSector, type Locale } from '../domain/markets';
import './hut-status.css';

/**
 * 'Open now', 'Opens at 17:00', 'Opens Thu at 11:00' or 'Closed' beside a hut in a list (checklist
 * 10-G33: the store finder listed closed huts with no status), read from the hut's answered hours.
 */
export function HutOpenStatus({ hut, disposition, now = new Date() }: { hut: Hut; disposition: WebDisposition; now?: Date }) {
  const { t, i18n } = useTranslation();
  const status = hutOpenStatus(hut, disposition, now);
  if (status.kind === 'open') {
    return <span className="hut-status hut-status--open">{t('localisation.status.open')}</span>;
  }
  if (status.kind === 'closed') {
    return <span className="hut-status hut-status--closed">{t('localisation.status.closed')}</span>;
  }
  const clock = clockOf(marketOfSector(hut.sector) ?? 'UK', i18n.language as Locale) as '12h' | '24h';
  const { time, day } = opensAtLabel(status.at, now, hut.timeZone, i18n.language, clock);
  return (
    <span className="hut-status hut-status--later">
      {day ? t('localisation.status.opensOn', { day, time }) : t('localisation.status.opensAt', { time })}
    </span>
  );
}
