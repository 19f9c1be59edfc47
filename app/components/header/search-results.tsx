import { useEffect } from 'react';
import type { ProductSummary } from '../../../domain/catalog';
import { formatMoney } from '../../../domain/money';
import { productPrice } from '../../lib/price';
import { thumbnail } from '../catalog/product-image';
import type { CountryCode } from '../../../domain/country';

interface SearchResultsProps {
  id: string;
  results: ProductSummary[];
  activeIndex: number;
  country: CountryCode;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onChoose: (product: ProductSummary) => void;
}

/** The listbox of the search combobox: thumbnail, name and the visitor's price. */
export function SearchResults({ id, results, activeIndex, country, optionId, onHover, onChoose }: SearchResultsProps) {
  // Keeps the keyboard-highlighted option visible inside the 300 px scroll area.
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, optionId]);

  if (results.length === 0) {
    return (
      <p id={id} role="status" className="px-4 py-6 text-center text-sm text-cocoa-700">
        No products found
      </p>
    );
  }
  return (
    <ul id={id} role="listbox" aria-label="Search results" className="max-h-[300px] overflow-y-auto overscroll-contain py-1.5">
      {results.map((product, index) => {
        const active = index === activeIndex;
        return (
          <li
            key={product.id}
            id={optionId(index)}
            role="option"
            aria-selected={active}
            // Keeps focus in the input so the combobox stays open while the pointer picks.
            onMouseDown={(e) => e.preventDefault()}
            onMouseMove={() => !active && onHover(index)}
            onClick={() => onChoose(product)}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${active ? 'bg-sand-100' : ''}`}
          >
            <img
              src={thumbnail(product.image)}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              className="h-12 w-12 flex-none rounded-md bg-sand-100 object-cover"
            />
            <span className="line-clamp-2 min-w-0 flex-1 text-sm leading-snug text-cocoa-950">{product.name}</span>
            <span className="flex-none text-sm font-medium text-cocoa-900 tabular-nums">
              {formatMoney(productPrice(product, country).unitMinor, country)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
