import { z } from 'zod';
import { dataAnswer, shapeOf } from '../answers';
import { productSummary } from '../catalog-answers';
import type { BagView, BagViewLine } from './view';

// The bag's answers, checked against the types the storefront reads (view.ts).

const bagLine = shapeOf<BagViewLine>()(
  z.object({
    product: productSummary,
    quantity: z.number().int(),
    unit_price: z.number(),
    original_price: z.number(),
    line_total: z.number(),
    in_stock: z.boolean(),
  }),
);

export const bagView = shapeOf<BagView>()(
  z.object({
    country: z.string(),
    currency: z.string(),
    lines: z.array(bagLine),
    count: z.number().int(),
    subtotal: z.number(),
  }),
);

/** GET /api/cart and every change of it: the bag as it is now, priced by the server. */
export const bagAnswer = dataAnswer(bagView);

/** POST /api/cart/restore (asked for JSON): the bag with the reminder's lines back in, and a note per line cut to the stock. */
export const restoreAnswer = z.object({ data: bagView, notes: z.array(z.string()) });
