import type { ProductSummary } from '../catalog';

/** One line of the bag kept by the server, priced for the bag's country; prices are major units. */
export interface BagViewLine {
  product: ProductSummary;
  quantity: number;
  /** What one unit costs in the bag's country today (NG discount applied). */
  unit_price: number;
  /** Before any discount. */
  original_price: number;
  line_total: number;
  /** Whether the product is in stock in the bag's country. */
  in_stock: boolean;
}

/** The bag as GET /api/cart answers it (`{ data: BagView }`). */
export interface BagView {
  country: string;
  currency: string;
  lines: BagViewLine[];
  /** Units in the bag. */
  count: number;
  subtotal: number;
}
