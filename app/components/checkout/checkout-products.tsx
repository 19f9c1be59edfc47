import { Link } from 'react-router';
import { lineTotalMinor } from '../../../domain/cart';
import { formatMoney } from '../../../domain/money';
import type { CartItem } from '../../lib/cart';
import { productPrice } from '../../lib/price';
import { ProductImage } from '../catalog/product-image';
import { secondaryButton } from '../form/styles';
import type { CountryCode } from '../../../domain/country';

/** /checkout left column: the cart under 'Products (n)' with 'Add more' back to the shop. */
export function CheckoutProducts({ items, country }: { items: readonly CartItem[]; country: CountryCode }) {
  return (
    <section aria-labelledby="checkout-products" className="rounded-[1.75rem] border border-sand-200 bg-white p-5 sm:p-7">
      <div className="flex items-center justify-between gap-4">
        <h2 id="checkout-products" className="font-serif text-xl text-cocoa-950 sm:text-2xl">
          Products ({items.length})
        </h2>
        <Link to="/" className={`${secondaryButton} h-10 px-5 text-[11px]`}>
          Add more
        </Link>
      </div>
      <ul className="mt-4 divide-y divide-sand-200">
        {items.map((item) => {
          const unit = productPrice(item, country).unitMinor;
          return (
            <li key={item.id} className="flex items-center gap-3 py-4 sm:gap-4">
              <span className="block size-16 shrink-0 overflow-hidden rounded-2xl bg-sand-100 sm:size-24">
                <ProductImage src={item.image} alt="" sizes="96px" className="h-full w-full object-cover" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-[15px] font-medium leading-snug text-cocoa-950 sm:text-base">{item.name}</p>
                <p className="mt-1 text-sm text-cocoa-700">
                  {formatMoney(unit, country)} <span aria-hidden="true">×</span>
                  <span className="sr-only">times</span> {item.quantity}
                </p>
              </div>
              <p className="shrink-0 text-[15px] font-semibold text-cocoa-950 sm:text-base">
                {formatMoney(lineTotalMinor(unit, item.quantity), country)}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
