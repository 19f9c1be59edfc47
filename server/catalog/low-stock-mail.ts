import type { StockCountry } from '../../domain/admin/products';
import { renderMail } from '../mail/layout';
import type { Mail } from '../mail/mailer';

/** A fall below a threshold as the alert lists it. */
export interface FallenLine {
  productId: number;
  name: string;
  country: StockCountry;
  stock: number;
  threshold: number;
}

/** The day's low-stock alert to one member of staff: each product and market that fell, with a link to edit it. */
export function lowStockAlertMail(to: string, lines: FallenLine[], publicUrl: string): Mail {
  const products = new Set(lines.map((l) => l.productId)).size;
  const what = products === 1 ? lines[0]!.name : `${products} products`;
  const body = renderMail(
    {
      preheader: `${what}: time to restock.`,
      heading: 'Stock running low',
      paragraphs: [
        'Since the last alert, these have fallen to or below the threshold set for their market:',
        ...lines.map(
          (l) => `${l.name}, ${l.country}: ${l.stock} left (threshold ${l.threshold}). ${publicUrl}/admin/products/${l.productId}`,
        ),
      ],
      action: { label: 'Open the low-stock list', url: `${publicUrl}/admin/low-stock` },
      footnote: 'One alert a day at most: what falls later today comes in tomorrow’s. Thresholds are set on each product’s page.',
    },
    publicUrl,
  );
  return { kind: 'low-stock-alert', to, subject: `Low stock: ${what}`, ...body };
}
