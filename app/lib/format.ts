/** Display formats of dates and names, in one place. */

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** Dates en-GB, day, long month, year ('5 March 2026'). */
export const formatDate = (iso: string) => DATE_FORMAT.format(new Date(iso));

/** Names: 'ngozi ada-obi' → 'Ngozi Ada-obi', each word capitalised, the rest lower case. */
export const capitaliseWords = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

const DATE_TIME_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** Back office times: '5 Mar 2026, 14:05 UTC' (staff in three countries read one clock). */
export const formatDateTime = (iso: string) => `${DATE_TIME_FORMAT.format(new Date(iso))} UTC`;
