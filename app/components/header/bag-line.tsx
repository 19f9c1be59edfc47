import { Link } from 'react-router';
import { MAX_QUANTITY } from '../../../domain/cart';
import { formatMoney } from '../../../domain/money';
import type { CartItem } from '../../lib/cart';
import { productInStock, productPrice } from '../../lib/price';
import { MinusIcon, PlusIcon } from '../icons';
import { thumbnail } from '../catalog/product-image';
import type { CountryCode } from '../../../domain/country';

interface BagLineProps {
  item: CartItem;
  country: CountryCode;
  onIncrease: () => void;
  onDecrease: () => void;
  onRemove: () => void;
  onNavigate: () => void;
}

const stepper =
  'inline-flex h-8 w-8 items-center justify-center text-cocoa-900 transition-colors hover:bg-sand-100 disabled:cursor-not-allowed disabled:text-cocoa-500/40 disabled:hover:bg-transparent';

/** One line of the shopping bag: image, name, the visitor's unit price, quantity stepper, Remove. */
export function BagLine({ item, country, onIncrease, onDecrease, onRemove, onNavigate }: BagLineProps) {
  const price = productPrice(item, country);
  const discounted = price.unitMinor < price.originalMinor;
  // Out of stock for the visitor's country, the quantity controls are disabled.
  const inStock = productInStock(item, country);
  return (
    <li className="flex gap-4 py-5">
      <Link to={`/product/${item.slug}`} onClick={onNavigate} tabIndex={-1} aria-hidden="true" className="flex-none">
        <img
          src={thumbnail(item.image)}
          alt=""
          width={88}
          height={110}
          className="h-[110px] w-[88px] rounded-lg bg-sand-100 object-cover"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <Link to={`/product/${item.slug}`} onClick={onNavigate} className="text-[15px] leading-snug text-cocoa-950 hover:underline">
            {item.name}
          </Link>
          <p className="flex-none text-right text-sm tabular-nums">
            <span className="sr-only">Unit price </span>
            <span className={discounted ? 'font-medium text-terracotta-600' : 'font-medium'}>{formatMoney(price.unitMinor, country)}</span>
            {discounted && (
              <>
                <span className="sr-only">, was </span>
                <s className="block text-xs text-cocoa-500">{formatMoney(price.originalMinor, country)}</s>
              </>
            )}
          </p>
        </div>
        {!inStock && <p className="mt-1 text-xs font-medium text-terracotta-600">Out of stock</p>}
        <div className="mt-auto flex items-center justify-between pt-3">
          <div className="inline-flex items-center overflow-hidden rounded-full border border-sand-200">
            <button
              type="button"
              onClick={onDecrease}
              disabled={!inStock || item.quantity <= 1}
              aria-label={`Decrease quantity of ${item.name}`}
              className={stepper}
            >
              <MinusIcon width={14} height={14} />
            </button>
            <output aria-label={`Quantity of ${item.name}`} className="w-8 text-center text-sm tabular-nums">
              {item.quantity}
            </output>
            <button
              type="button"
              onClick={onIncrease}
              disabled={!inStock || item.quantity >= MAX_QUANTITY}
              aria-label={`Increase quantity of ${item.name}`}
              className={stepper}
            >
              <PlusIcon width={14} height={14} />
            </button>
          </div>
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove ${item.name}`}
            className="text-xs tracking-wide text-cocoa-700 underline underline-offset-4 hover:text-terracotta-600"
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
