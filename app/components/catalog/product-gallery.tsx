import { useState } from 'react';
import { ProductImage } from './product-image';

/** Full width less the 16 px margins on phones and tablets; a fixed column on wide screens. */
const LARGE_SIZES = '(min-width: 1024px) 560px, calc(100vw - 32px)';

/**
 * The product's two pictures: a large one and thumbnail buttons to switch between them. Only the
 * first large picture comes with the page; another is fetched when the shopper points at, touches
 * or focuses its thumbnail, so it does not share a phone's bandwidth with the first one. The first
 * thumbnail is drawn from the first large picture's file, which the page fetches anyway.
 */
export function ProductGallery({ name, images }: { name: string; images: readonly string[] }) {
  const [active, setActive] = useState(0);
  const [wanted, setWanted] = useState<ReadonlySet<number>>(() => new Set([0]));
  const want = (i: number) => setWanted((was) => (was.has(i) ? was : new Set(was).add(i)));
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:gap-4">
      <ul className="flex gap-3 sm:flex-col" aria-label="Product images">
        {images.map((src, i) => (
          <li key={src}>
            <button
              type="button"
              aria-label={`Show image ${i + 1}`}
              aria-pressed={i === active}
              onPointerEnter={() => want(i)}
              onTouchStart={() => want(i)}
              onFocus={() => want(i)}
              onClick={() => {
                want(i);
                setActive(i);
              }}
              className={`block size-16 overflow-hidden rounded-xl border-2 bg-sand-100 transition sm:size-20 ${i === active ? 'border-cocoa-950' : 'border-transparent opacity-70 hover:opacity-100'}`}
            >
              <ProductImage src={src} alt="" sizes={i === 0 ? LARGE_SIZES : '80px'} className="h-full w-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
      <div className="relative aspect-square flex-1 overflow-hidden rounded-3xl bg-sand-100">
        {images.map((src, i) =>
          wanted.has(i) ? (
            <ProductImage
              key={src}
              src={src}
              alt={i === active ? `${name}, image ${i + 1} of ${images.length}` : ''}
              sizes={LARGE_SIZES}
              eager={i === 0}
              className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-300 ${i === active ? 'opacity-100' : 'opacity-0'}`}
            />
          ) : null,
        )}
      </div>
    </div>
  );
}
