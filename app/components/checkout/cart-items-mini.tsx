import { lineTotalMinor } from '../../../domain/cart';
import { formatMoney } from '../../../domain/money';
import type { CartItem } from '../../lib/cart';
import { productPrice } from '../../lib/price';
import { ProductImage } from '../catalog/product-image';
import type { CountryCode } from '../../../domain/country';

/** The bag in a few lines: picture with its quantity, name, line total. */
export function CartItemsMini({ items, country }: { items: readonly CartItem[]; country: CountryCode }) {
  return (
    <ul aria-label="Items in your bag" className="mt-5 flex flex-col gap-4">
      {items.map((item) => (
        <li key={item.id} className="flex items-center gap-4">
          <span className="relative block size-14 shrink-0 overflow-hidden rounded-xl bg-white">
            <ProductImage src={item.image} alt="" sizes="56px" className="h-full w-full object-cover" />
            <span className="absolute -top-0.5 -right-0.5 flex size-5 items-center justify-center rounded-full bg-cocoa-900 text-[10px] font-semibold text-sand-50">
              <span className="sr-only">Quantity </span>
              {item.quantity}
            </span>
          </span>
          <span className="min-w-0 flex-1 text-sm leading-snug text-cocoa-950">{item.name}</span>
          <span className="shrink-0 text-sm font-medium text-cocoa-950">
            {formatMoney(lineTotalMinor(productPrice(item, country).unitMinor, item.quantity), country)}
          </span>
        </li>
      ))}
    </ul>
  );
}
