/**
 * All date and time formatting (DESIGN §10), shared by the web app and the server (alert digests),
 * built on Intl so that time zones and daylight saving follow the time zone database.
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

/** The zone assumed when a user has none, or one the browser does not know (spec §9 default). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/**
 * Profile time zones are stored under their legacy names (US/Eastern and the like); Intl knows
 * most of them as aliases, but not every browser does, so they are mapped to the canonical names.
 */
const TIME_ZONE_ALIASES: Record<string, string> = {
  'US/Eastern': 'America/New_York',
  'US/Central': 'America/Chicago',
  'US/Mountain': 'America/Denver',
  'US/Pacific': 'America/Los_Angeles',
  'US/Arizona': 'America/Phoenix',
  'US/Alaska': 'America/Anchorage',
  'US/Hawaii': 'Pacific/Honolulu',
  'US/Aleutian': 'America/Adak',
  'US/Michigan': 'America/Detroit',
  'US/East-Indiana': 'America/Indiana/Indianapolis',
  'US/Indiana-Starke': 'America/Indiana/Knox',
  'US/Samoa': 'Pacific/Pago_Pago',
  'Puerto Rico': 'America/Puerto_Rico',
  'America/Puerto Rico': 'America/Puerto_Rico',
  Guam: 'Pacific/Guam',
  GMT: 'Etc/GMT',
  UTC: 'Etc/UTC',
};

/** Whether each zone asked about is one Intl knows (asking builds a formatter: slow). */
const knownTimeZones = new Map<string, boolean>();

function isKnownTimeZone(timeZone: string): boolean {
  let known = knownTimeZones.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
      known = true;
    } catch {
      known = false;
    }
    // Zone names come from profiles: a handful in practice, but never an unbounded cache.
    if (knownTimeZones.size < 1000) {
      knownTimeZones.set(timeZone, known);
    }
  }
  return known;
}

/** The IANA zone for a profile's time zone; US Eastern when it is missing or unknown. */
export function ianaTimeZone(timeZone: string | null | undefined): string {
  const name = timeZone?.trim();
  if (!name) {
    return DEFAULT_TIME_ZONE;
  }
  const mapped = TIME_ZONE_ALIASES[name] ?? name;
  return isKnownTimeZone(mapped) ? mapped : DEFAULT_TIME_ZONE;
}

/** AP style months: abbreviated with a date, except March through July (DESIGN §10). */
const AP_MONTHS = [
  'Jan.',
  'Feb.',
  'March',
  'April',
  'May',
  'June',
  'July',
  'Aug.',
  'Sept.',
  'Oct.',
  'Nov.',
  'Dec.',
];

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dateFormats.set(timeZone, format);
  }
  return format;
}

/**
 * A date in AP style as it is in the given profile time zone: "Sept. 5, 2026", "March 12, 2026".
 * An unreadable date is returned as it came.
 */
export function formatApDate(value: string | Date, timeZone?: string | null): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) {
    return typeof value === 'string' ? value : '';
  }
  const parts = dateFormatIn(ianaTimeZone(timeZone)).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const month = AP_MONTHS[Number(part('month')) - 1] ?? part('month');
  return `${month} ${Number(part('day'))}, ${part('year')}`;
}

/** Zones whose Intl name is an offset, not the abbreviation AP style uses (DESIGN §10). */
const ZONE_ABBREVIATIONS: Record<string, string> = {
  'Pacific/Guam': 'ChST',
  'Etc/GMT': 'GMT',
  'Etc/UTC': 'GMT',
};

/** The zone's abbreviation at an instant: EST or EDT, CST or CDT, ..., AST, ChST, GMT. */
export function zoneAbbreviation(timeZone: string | null | undefined, at: Date = new Date()): string {
  const zone = ianaTimeZone(timeZone);
  const fixed = ZONE_ABBREVIATIONS[zone];
  if (fixed) {
    return fixed;
  }
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** A clock time in AP style: "3 p.m.", "3:30 p.m.", "noon", "midnight". */
export function formatApClock(hour: number, minute = 0): string {
  if (minute === 0 && (hour === 0 || hour === 24)) {
    return 'midnight';
  }
  if (minute === 0 && hour === 12) {
    return 'noon';
  }
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  const minutes = minute === 0 ? '' : `:${String(minute).padStart(2, '0')}`;
  return `${twelve}${minutes} ${hour < 12 ? 'a.m.' : 'p.m.'}`;
}

/**
 * A delivery time kept as "03:00 PM" in AP style with the zone as it is now: "3 p.m. EST".
 * Text that is not such a time is returned as it came.
 */
export function formatApTime(time: string, timeZone?: string | null, at: Date = new Date()): string {
  const match = /^(\d{1,2}):(\d{2})(?: ?([AP])M)?$/i.exec(time.trim());
  if (!match) {
    return time;
  }
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const meridiem = match[3]?.toUpperCase();
  if (meridiem) {
    hour = (hour % 12) + (meridiem === 'P' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) {
    return time;
  }
  return `${formatApClock(hour, minute)} ${zoneAbbreviation(timeZone, at)}`;
}
