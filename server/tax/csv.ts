import { MINOR_PER_MAJOR } from '../../domain/money';

/** Digits after the point: every currency the shop sells in (NGN, GBP, USD) has a hundredth. */
const DECIMALS = String(MINOR_PER_MAJOR).length - 1;

/** Minor units as major units with the currency's decimals, exactly (`-1234` → `-12.34`), never through floating point. */
export function majorUnits(minor: number): string {
  const digits = String(Math.abs(minor)).padStart(DECIMALS + 1, '0');
  const whole = digits.slice(0, digits.length - DECIMALS);
  return `${minor < 0 ? '-' : ''}${whole}${DECIMALS ? `.${digits.slice(-DECIMALS)}` : ''}`;
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break. Text that a
 * spreadsheet would run as a formula (= + - @ first) gets a leading apostrophe; numbers are
 * written as they are, so a negative amount stays a number.
 */
function cell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Lines of cells as a CSV file: CRLF line ends, the last line ended too. */
export const toCsv = (lines: readonly (readonly (string | number)[])[]) =>
  lines.map((cells) => cells.map(cell).join(',')).join('\r\n') + '\r\n';
