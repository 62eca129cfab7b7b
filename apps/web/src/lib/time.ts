/**
 * All date and time formatting of the web app (DESIGN §10). The formatter is shared with the
 * server (alert digests), so it lives in the contract package.
 */
export {
  COPYRIGHT_TIME_ZONE,
  currentYearInDetroit,
  DEFAULT_TIME_ZONE,
  formatApClock,
  formatApDate,
  formatApTime,
  ianaTimeZone,
  zoneAbbreviation,
} from '@gavel/contract';
