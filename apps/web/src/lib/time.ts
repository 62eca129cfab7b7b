/**
 * All date and time formatting of the web app lives here (DESIGN §10), built on Intl so that
 * time zones and daylight saving follow the browser's time zone database.
 */

/** The zone the copyright year is counted in (spec §9). */
export const COPYRIGHT_TIME_ZONE = 'America/Detroit';

const yearInDetroit = new Intl.DateTimeFormat('en-US', { timeZone: COPYRIGHT_TIME_ZONE, year: 'numeric' });

/** The calendar year it is in Detroit at the given instant. */
export function currentYearInDetroit(now: Date = new Date()): number {
  const year = yearInDetroit.formatToParts(now).find((part) => part.type === 'year');
  if (!year) {
    throw new Error('Intl did not produce a year');
  }
  return Number(year.value);
}
