// Test hours shared by the hours tests: an instant from ISO, and one disposition's weekly pattern.
import type { WeeklyPeriod, WeeklyScheduledPeriod } from '../../../src/domain/hours/opening-periods';

export const at = (iso: string) => new Date(iso);
const everyDay = <T extends object>(make: (day: number) => T[]) => [0, 1, 2, 3, 4, 5, 6].flatMap(make);

/** One disposition's week: asap open–close, scheduled slots from open + 30 to close − 15. */
export function week(open: string, close: string, from: string, to: string, disposition: 'delivery' | 'collection' = 'delivery') {
  const asap: WeeklyPeriod[] = everyDay((day) => [{ day, disposition, open, close }]);
  const scheduled: WeeklyScheduledPeriod[] = everyDay((day) => [{ day, disposition, open, close, from, to, interval: 15, prep: 20 }]);
  return { asap, scheduled };
}
