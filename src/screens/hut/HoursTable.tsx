import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Hut } from '../../api/contract/hut';
import { hoursByTradingDay, type OpenPeriod } from './opening-hours';

interface HoursTableProps {
  hut: Hut;
  /** Hour the displayed day starts (C10: India 9, elsewhere the 05:00 cut-off). */
  dayStartHour: number;
  clock: '12h' | '24h';
}

/** The next 7 days of online-ordering hours, in the hut's own time zone and the market's clock. */
export function HoursTable({ hut, dayStartHour, clock }: HoursTableProps) {
  const { t, i18n } = useTranslation();
  const [now] = useState(() => Date.now());
  const language = i18n.language;
  const days = useMemo(
    () => hoursByTradingDay(hut.hours.web.asap, { timeZone: hut.timeZone, dayStartHour, now }),
    [hut, dayStartHour, now],
  );
  const time = useMemo(
    () =>
      new Intl.DateTimeFormat(language, {
        hour: clock === '12h' ? 'numeric' : '2-digit',
        minute: '2-digit',
        hourCycle: clock === '12h' ? 'h12' : 'h23',
        timeZone: hut.timeZone,
      }),
    [language, clock, hut.timeZone],
  );
  const dayName = useMemo(
    () => new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
    [language],
  );

  const cell = (allowed: boolean, periods: OpenPeriod[], today: boolean) => {
    if (!allowed) return t('huts.page.notOffered');
    // The answer leaves out periods that have already closed: today that means "no more today".
    if (periods.length === 0) return t(today ? 'huts.page.closedForToday' : 'huts.page.closedAllDay');
    return periods.map((period) => (
      <span key={period.open.toISOString()} className="hut-hours__period">
        {t('huts.page.period', { open: time.format(period.open), close: time.format(period.close) })}
      </span>
    ));
  };

  return (
    <table className="hut-hours">
      <caption className="visually-hidden">{t('huts.page.hoursCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('huts.page.day')}</th>
          <th scope="col">{t('huts.page.delivery')}</th>
          <th scope="col">{t('huts.page.collection')}</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day, index) => (
          <tr key={day.date} className={index === 0 ? 'hut-hours__today' : undefined}>
            <th scope="row">
              {dayName.format(Date.parse(`${day.date}T12:00:00Z`))}
              {index === 0 ? <span className="badge hut-hours__badge">{t('huts.page.today')}</span> : null}
            </th>
            <td>{cell(hut.allowedDisposition.delivery, day.delivery, index === 0)}</td>
            <td>{cell(hut.allowedDisposition.collection, day.collection, index === 0)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
