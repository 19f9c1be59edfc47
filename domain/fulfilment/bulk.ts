import { z } from 'zod';

/** A bulk-ship file: at most 1 MB and 1000 rows of `order_number,carrier,tracking_number` (the header optional). */
export const BULK_SHIP_MAX_BYTES = 1_000_000;
export const BULK_SHIP_MAX_ROWS = 1000;
export const BULK_SHIP_HEADER = ['order_number', 'carrier', 'tracking_number'] as const;

export const BULK_SHIP_MESSAGES = {
  empty: 'The file is empty: give one line per order as order_number,carrier,tracking_number.',
  tooBig: 'The file is larger than 1 MB: split it into smaller files.',
  tooManyRows: `The file has more than ${BULK_SHIP_MAX_ROWS} rows: split it into smaller files.`,
  notCsv: 'This is not a CSV file: give one line per order as order_number,carrier,tracking_number.',
  malformed: 'Malformed row: expected order_number,carrier,tracking_number',
  unknownOrder: 'Unknown order',
  duplicate: (line: number) => `Duplicate: this order is already on line ${line}`,
} as const;

/** A control character other than a tab or a line end: a sign of a binary file. */
const isControl = (c: string) => {
  const code = c.charCodeAt(0);
  return code < 32 && c !== '\t' && c !== '\n' && c !== '\r';
};

/** The file's text, as the browser read it. */
export const bulkShipBody = z
  .object({
    csv: z
      .string({ error: BULK_SHIP_MESSAGES.notCsv })
      .max(BULK_SHIP_MAX_BYTES, { error: BULK_SHIP_MESSAGES.tooBig })
      .refine((s) => s.trim().length > 0, { error: BULK_SHIP_MESSAGES.empty })
      // Text only: NUL and other control characters (tabs and line ends aside) mean a binary file.
      .refine((s) => ![...s].some(isControl), { error: BULK_SHIP_MESSAGES.notCsv }),
  })
  .strict();
export type BulkShipBody = z.infer<typeof bulkShipBody>;

/** One line of the file and what became of it. */
export interface BulkShipLine {
  line: number;
  order_number: string | null;
  result: 'applied' | 'refused';
  reason: string | null;
}
export interface BulkShipReport {
  applied: number;
  refused: number;
  lines: BulkShipLine[];
}

/**
 * The file's rows (the header, blank lines aside) with their line numbers; fields may be quoted
 * ("a,b", "" for a quote). A row whose quotes do not close or that has other than three fields is
 * `null` (malformed).
 */
export function parseBulkShipCsv(text: string): { line: number; fields: string[] | null }[] {
  const rows: { line: number; fields: string[] | null }[] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .forEach((raw, i) => {
      if (raw.trim() === '') return;
      const fields = splitRow(raw);
      if (i === 0 && fields && fields.map((f) => f.trim().toLowerCase()).join(',') === BULK_SHIP_HEADER.join(',')) return;
      rows.push({ line: i + 1, fields: fields && fields.length === 3 ? fields.map((f) => f.trim()) : null });
    });
  return rows;
}

function splitRow(raw: string): string[] | null {
  const fields: string[] = [];
  let i = 0;
  while (true) {
    let field = '';
    if (raw[i] === '"') {
      i++;
      while (true) {
        if (i >= raw.length) return null;
        if (raw[i] === '"') {
          if (raw[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        field += raw[i++];
      }
      if (i < raw.length && raw[i] !== ',') return null;
    } else {
      const end = raw.indexOf(',', i);
      field = raw.slice(i, end === -1 ? raw.length : end);
      if (field.includes('"')) return null;
      i = end === -1 ? raw.length : end;
    }
    fields.push(field);
    if (i >= raw.length) return fields;
    i++; // the comma
  }
}
