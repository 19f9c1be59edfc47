import { useId } from 'react';
import { Link } from 'react-router';
import { lineTotalMinor } from '../../../domain/cart';
import { type CartItem, useCart } from '../../lib/cart';
import { useCountry } from '../../lib/country';
import { productInStock, productPrice } from '../../lib/price';
import { BagForm } from './bag-form';
import { Money, Price } from './price';
import { ProductImage } from './product-image';
import { QuantitySelector } from './quantity-selector';

/** One cart line: picture, name, unit price, − n +, Remove and the line total. */
export function CartLine({ item }: { item: CartItem }) {
  const cart = useCart();
  const { country } = useCountry();
  const nameId = useId();
  const unit = productPrice(item, country).unitMinor;
  const inStock = productInStock(item, country);
  const href = `/product/${item.slug}`;
  return (
    <li className="grid grid-cols-[88px_1fr] gap-4 py-6 sm:grid-cols-[112px_1fr_auto] sm:gap-6">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block aspect-square overflow-hidden rounded-xl bg-sand-100">
        <ProductImage src={item.image} alt="" sizes="112px" className="h-full w-full object-cover" />
      </Link>
      <div className="flex min-w-0 flex-col gap-2">
        <h2 id={nameId} className="font-medium leading-snug text-cocoa-950">
          <Link to={href} className="hover:underline">
            {item.name}
          </Link>
        </h2>
        <div className="text-sm text-cocoa-900">
          <Price product={item} />
        </div>
        {!inStock && <p className="text-sm font-medium text-terracotta-600">Out of stock</p>}
        <div className="mt-1 flex flex-wrap items-center gap-4">
          {/* Out of stock for the visitor's country, the quantity controls are disabled. */}
          <BagForm
            intent="set"
            productId={item.id}
            className="contents"
            onPress={(value) => (Number(value) > item.quantity ? cart.increase(item.id) : cart.decrease(item.id))}
          >
            <QuantitySelector
              size="sm"
              label={`Quantity of ${item.name}`}
              value={item.quantity}
              disabled={!inStock}
              submitName="quantity"
            />
          </BagForm>
          <BagForm intent="remove" productId={item.id} className="contents" onPress={() => cart.remove(item.id)}>
            <button
              type="submit"
              aria-describedby={nameId}
              className="text-sm text-cocoa-700 underline underline-offset-4 hover:text-terracotta-600"
            >
              Remove
            </button>
          </BagForm>
        </div>
      </div>
      <p className="col-start-2 text-sm font-semibold text-cocoa-950 sm:col-start-3 sm:text-right sm:text-base">
        <span className="sr-only">Line total: </span>
        <Money minor={lineTotalMinor(unit, item.quantity)} />
      </p>
    </li>
  );
}
