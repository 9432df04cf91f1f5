/**
 * Wall-clock times as the hours and the pages write them: 'HH:MM' (24 h) as minutes after midnight,
 * and the 12-hour labels of markets that read the clock that way (the spec's "12:xx pm is
 * normalised").
 */

/** 'HH:MM' as minutes after midnight; '24:00' is 1440. */
export function clockMinutes(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

const CLOCK = /^(\d{1,2}):(\d{2})$/;
const TWELVE_HOUR = /^\s*(\d{1,2}):(\d{2})\s*([ap])\.?\s*m\.?\s*$/i;

/**
 * 'HH:MM' (24 h) as a 12-hour label: midday is '12:xx pm' and midnight '12:xx am', never '0:xx pm'
 * or '12:xx am' at noon (the spec's "12:xx pm is normalised"). Returns null for a malformed time.
 */
export function toTwelveHour(clock: string): string | null {
  const match = CLOCK.exec(clock);
  if (!match) return null;
  const hours = Number(match[1]) % 24;
  const minutes = match[2]!;
  if (Number(minutes) > 59) return null;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/**
 * A 12-hour label back to 'HH:MM': '12:30 pm' is 12:30 (not 24:30) and '12:30 am' is 00:30.
 * Returns null for a malformed label.
 */
export function fromTwelveHour(label: string): string | null {
  const match = TWELVE_HOUR.exec(label);
  if (!match) return null;
  const hour12 = Number(match[1]);
  const minutes = Number(match[2]);
  if (hour12 < 1 || hour12 > 12 || minutes > 59) return null;
  const hours = (hour12 % 12) + (match[3]!.toLowerCase() === 'p' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
