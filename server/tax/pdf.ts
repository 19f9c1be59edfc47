import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { BookDocument } from './document';

// DejaVu Sans has the naira sign (₦), which the PDF standard fonts lack; embedded, subset by pdfkit.
const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const REGULAR = path.join(fontDir, 'DejaVuSans.ttf');
const BOLD = path.join(fontDir, 'DejaVuSans-Bold.ttf');

const LEFT = 50;
const RIGHT = 545;
/** The table's columns: x and width; numbers are right-aligned. */
const COLS = {
  description: [LEFT, 190],
  quantity: [245, 30],
  unit: [280, 70],
  rate: [355, 45],
  tax: [405, 60],
  amount: [470, 75],
} as const;

/** One A4 page: the shop's name, seller and document details, buyer, lines, totals per rate, total. */
export function drawDocument(d: BookDocument): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: LEFT, info: { Title: `${d.title} ${d.number}`, Author: d.seller.name } });
  doc.registerFont('regular', REGULAR).registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const text = (s: string, x: number, y: number, width: number, opts: { bold?: boolean; size?: number; right?: boolean } = {}) =>
    doc
      .font(opts.bold ? 'bold' : 'regular')
      .fontSize(opts.size ?? 9)
      .text(s, x, y, { width, align: opts.right ? 'right' : 'left', lineBreak: false });
  const rule = (y: number) => doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor('#000').stroke();

  doc.fillColor('#000');
  text('ZARON', LEFT, 50, 200, { bold: true, size: 22 });
  text(d.title, 300, 50, RIGHT - 300, { bold: true, size: 18, right: true });
  text(d.number, 300, 74, RIGHT - 300, { size: 11, right: true });

  let y = 110;
  [d.seller.name, ...d.seller.address, d.registration].forEach((s, i) => text(s, LEFT, y + i * 12, 240, { bold: i === 0 }));
  const facts: [string, string][] = [
    ['Date of issue', d.issued],
    ['Date of supply', d.supplied],
    ['Order', d.orderNumber],
    ...(d.credits ? ([['Credits invoice', d.credits]] as [string, string][]) : []),
  ];
  facts.forEach(([k, v], i) => {
    text(k, 320, y + i * 12, 100);
    text(v, 420, y + i * 12, RIGHT - 420, { right: true });
  });

  y = 200;
  text(d.title === 'Invoice' ? 'Billed to' : 'Credited to', LEFT, y, 240, { bold: true });
  [d.buyer.name, ...d.buyer.address].forEach((s, i) => text(s, LEFT, y + 14 + i * 12, 300));

  y = 300;
  const header = { description: 'Description', quantity: 'Qty', unit: 'Unit price', rate: 'Rate', tax: d.taxName, amount: 'Amount' };
  const row = (cells: Record<keyof typeof COLS, string>, bold = false) => {
    for (const [col, [x, w]] of Object.entries(COLS))
      text(cells[col as keyof typeof COLS], x, y, w, { bold, right: col !== 'description' });
    y += 14;
  };
  row(header, true);
  rule(y - 3);
  y += 2;
  for (const l of d.lines) row(l);
  if (d.discount) row({ description: 'Discount', quantity: '', unit: '', rate: '', tax: '', amount: d.discount });
  rule(y);
  y += 12;

  text(`Totals by rate`, LEFT, y, 200, { bold: true });
  const rateCols: [string, number, number][] = [
    ['Rate', 280, 70],
    ['Net', 355, 60],
    [d.taxName, 420, 55],
    ['Gross', 470, 75],
  ];
  rateCols.forEach(([label, x, w]) => text(label, x, y, w, { bold: true, right: true }));
  y += 14;
  for (const r of d.byRate) {
    [r.rate, r.net, r.tax, r.gross].forEach((s, i) => text(s, rateCols[i]![1], y, rateCols[i]![2], { right: true }));
    y += 14;
  }
  rule(y);
  y += 8;
  text(`${d.taxName} total`, 280, y, 190, { right: true });
  text(d.taxTotal, 470, y, 75, { right: true });
  y += 16;
  text(d.totalLabel, 240, y, 195, { bold: true, size: 11, right: true });
  text(d.total, 440, y, 105, { bold: true, size: 11, right: true });

  y += 36;
  for (const n of d.notes) {
    text(n, LEFT, y, RIGHT - LEFT, { size: 8 });
    y += 11;
  }
  doc.end();
  return done;
}
