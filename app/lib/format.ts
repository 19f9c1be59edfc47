/**
 * Display formats of dates and names, in one place.
 *
 * The storefront's dates are put together by hand rather than by `Intl.DateTimeFormat`: the first
 * date formatter a page makes loads the locale's patterns, a long task of its own (99 and 193 ms in
 * two traces of checkout at a 4× CPU slowdown, decision 0064), paid by every page that imports this
 * file: a signed-in shopper's header, the product page's reviews. The back office's clock keeps
 * `Intl` (its short months, 'Sept'), made on first use.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** Dates en-GB, day, long month, year ('5 March 2026'), in the reader's time zone. */
export const formatDate = (iso: string) => {
  const d = new Date(iso);
  return `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
};

/** Times of day en-GB, 24-hour ('09:05'), in the reader's time zone. */
export const formatTime = (iso: string) => {
  const d = new Date(iso);
  return `${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}`;
};

/** Names: 'ngozi ada-obi' → 'Ngozi Ada-obi', each word capitalised, the rest lower case. */
export const capitaliseWords = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** Back office times: '5 Mar 2026, 14:05 UTC' (staff in three countries read one clock). */
export const formatDateTime = (iso: string) => {
  dateTimeFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return `${dateTimeFormat.format(new Date(iso))} UTC`;
};
