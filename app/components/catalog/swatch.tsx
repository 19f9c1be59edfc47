import { Link } from 'react-router';
import type { ShadeOption, Swatch } from '../../../domain/catalog';
import { useCountry } from '../../lib/country';
import { productInStock } from '../../lib/price';

/** A round patch of a shade's colour; decorative, the shade's name is said beside it. */
function SwatchDot({ swatch, className = 'size-4' }: { swatch: Swatch; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block flex-none rounded-full ring-1 ring-cocoa-950/15 ring-inset ${className}`}
      style={{ backgroundColor: swatch.color }}
    />
  );
}

/** The shade of a product card: its colour and its name. */
export function CardSwatch({ swatch }: { swatch: Swatch }) {
  return (
    <p className="flex items-center gap-1.5 text-xs text-cocoa-700">
      <SwatchDot swatch={swatch} className="size-3.5" />
      <span>Shade: {swatch.name}</span>
    </p>
  );
}

/**
 * The shades of a product's family on its product page: each swatch links to that shade's own
 * product (its own price and stock). The current shade is marked; shades out of stock in the
 * visitor's country are crossed through and say so in their names.
 */
export function ShadePicker({ shades, current }: { shades: readonly ShadeOption[]; current: string }) {
  const { country } = useCountry();
  const selected = shades.find((s) => s.slug === current);
  if (!selected) return null;
  return (
    <div>
      <p id="shade-heading" className="text-sm text-cocoa-900">
        Shade: <span className="font-semibold">{selected.name}</span>
      </p>
      <ul aria-labelledby="shade-heading" className="mt-3 flex flex-wrap gap-3">
        {shades.map((shade) => {
          const inStock = productInStock(shade, country);
          const isCurrent = shade.slug === current;
          return (
            <li key={shade.slug}>
              <Link
                to={`/product/${shade.slug}`}
                aria-current={isCurrent ? 'page' : undefined}
                aria-label={inStock ? shade.name : `${shade.name} (out of stock)`}
                title={shade.name}
                preventScrollReset
                className={`relative flex size-11 items-center justify-center rounded-full ring-offset-2 ring-offset-sand-50 transition ${
                  isCurrent ? 'ring-2 ring-cocoa-950' : 'ring-1 ring-sand-200 hover:ring-cocoa-500'
                }`}
              >
                <SwatchDot swatch={shade} className="size-9" />
                {!inStock && (
                  <span aria-hidden="true" className="absolute h-px w-10 rotate-45 bg-sand-50 shadow-[0_0_0_1px_rgb(59_36_24/0.4)]" />
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
