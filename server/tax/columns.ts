import type { LineTax, OrderTax } from '../../domain/tax/tax';

/** An order's tax as its row keeps it (`orders.tax_*`, `delivery_tax`). */
export const orderTaxColumns = (tax: OrderTax) => ({
  taxName: tax.name,
  taxIncluded: tax.included,
  taxRegistration: tax.registration,
  taxMinor: tax.taxMinor,
  taxByRate: tax.byRate,
  deliveryTax: tax.delivery,
});

/** A line's tax as its `order_items` row keeps it. */
export const lineTaxColumns = (line: LineTax) => ({ taxRateBp: line.rateBp, chargedMinor: line.chargedMinor, taxMinor: line.taxMinor });
