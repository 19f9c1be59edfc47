import { useState } from 'react';
import { GALLERY_FILTERS, itemsFor, wrapIndex, type GalleryFilter } from './gallery-items';

/** Gallery with filters and previous/next; a new filter starts at its first item; navigation wraps. */
export function ExperienceGallery() {
  const [filter, setFilter] = useState<GalleryFilter>('All Experiences');
  const [index, setIndex] = useState(0);
  const items = itemsFor(filter);
  const position = wrapIndex(index, items.length) + 1;
  const current = items[position - 1]!;
  const choose = (f: GalleryFilter) => {
    setFilter(f);
    setIndex(0);
  };
  const arrow =
    'flex h-12 w-12 items-center justify-center rounded-full border border-cocoa-900/20 bg-white text-cocoa-900 transition-colors hover:bg-cocoa-900 hover:text-sand-50';
  return (
    <section aria-labelledby="gallery-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
      <p className="text-center text-xs font-semibold tracking-[0.22em] text-gold-600 uppercase">Gallery</p>
      <h2 id="gallery-title" className="mt-3 text-center font-serif text-3xl text-cocoa-950 sm:text-4xl">
        Experiences we have hosted
      </h2>
      <div
        role="group"
        aria-label="Filter experiences"
        className="no-scrollbar -mx-4 mt-8 flex gap-2 overflow-x-auto px-4 sm:mx-0 sm:justify-center sm:px-0"
      >
        {GALLERY_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={f === filter}
            onClick={() => choose(f)}
            className="shrink-0 rounded-full border border-cocoa-900/15 px-5 py-2.5 text-sm font-medium text-cocoa-900 transition-colors hover:border-cocoa-900 aria-pressed:border-cocoa-900 aria-pressed:bg-cocoa-900 aria-pressed:text-sand-50"
          >
            {f}
          </button>
        ))}
      </div>
      <div className="mt-8 grid overflow-hidden rounded-[2rem] bg-sand-100 md:grid-cols-2">
        <img
          key={current.image}
          src={current.image}
          alt=""
          width={960}
          height={960}
          loading="lazy"
          className={`aspect-square w-full object-cover ${current.crop === 'banner' ? 'object-right' : 'object-center'}`}
        />
        <div className="flex flex-col justify-between gap-8 p-6 sm:p-10">
          <div aria-live="polite" aria-atomic="true">
            <p className="text-xs font-semibold tracking-[0.2em] text-gold-600 uppercase">
              {current.category} · {current.place}
            </p>
            <h3 className="mt-3 font-serif text-3xl text-cocoa-950 sm:text-4xl">{current.title}</h3>
            <p className="mt-4 leading-relaxed text-cocoa-700">{current.text}</p>
            <p className="mt-6 text-sm text-cocoa-500">
              <span className="sr-only">
                Experience {position} of {items.length}
              </span>
              <span aria-hidden="true">
                {position} / {items.length}
              </span>
            </p>
          </div>
          <ul aria-label="All experiences in this filter" className="hidden grid-cols-4 gap-3 lg:grid">
            {items.map((item, i) => (
              <li key={item.title}>
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={item.title}
                  aria-current={item === current ? 'true' : undefined}
                  className="block w-full overflow-hidden rounded-xl opacity-60 ring-cocoa-900 transition hover:opacity-100 aria-[current=true]:opacity-100 aria-[current=true]:ring-2"
                >
                  <img
                    src={item.image}
                    alt=""
                    width={120}
                    height={120}
                    loading="lazy"
                    className={`aspect-square w-full object-cover ${item.crop === 'banner' ? 'object-right' : 'object-center'}`}
                  />
                </button>
              </li>
            ))}
          </ul>
          <div className="flex gap-3">
            <button
              type="button"
              aria-label="Previous experience"
              onClick={() => setIndex((i) => wrapIndex(i - 1, items.length))}
              className={arrow}
            >
              <span aria-hidden="true">←</span>
            </button>
            <button
              type="button"
              aria-label="Next experience"
              onClick={() => setIndex((i) => wrapIndex(i + 1, items.length))}
              className={arrow}
            >
              <span aria-hidden="true">→</span>
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
