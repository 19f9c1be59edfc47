import { Link } from 'react-router';
import { FEATURED_TILES, type FeaturedTile } from '../../../domain/catalog';
import { TILE_IMAGE_WIDTHS } from '../../../domain/media';
import { useCountry } from '../../lib/country';

/** The Offers tile is shown only to NG and US visitors. Its picture carries its own title. */
const OFFERS_TILE: FeaturedTile = { title: 'Offers', href: '/category/sales', image: 'offers' };
const OFFERS_COUNTRIES = ['NG', 'US'];

/** `wide`: the fifth tile spans both mobile columns, showing the top of its picture where the title is. */
function Tile({ tile, wide = false }: { tile: FeaturedTile; wide?: boolean }) {
  const base = `/media/tiles/${tile.image}`;
  const titled = tile === OFFERS_TILE;
  return (
    <li className={wide ? 'col-span-2 lg:col-span-1' : undefined}>
      <Link
        to={tile.href}
        className={`group relative block overflow-hidden rounded-2xl bg-sand-200 ${wide ? 'aspect-[16/9] lg:aspect-[4/5]' : 'aspect-[4/5]'}`}
      >
        <img
          src={`${base}-960.webp`}
          srcSet={TILE_IMAGE_WIDTHS.map((w) => `${base}-${w}.webp ${w}w`).join(', ')}
          sizes={wide ? '(min-width: 1024px) 20vw, calc(100vw - 32px)' : '(min-width: 1024px) 20vw, calc(50vw - 22px)'}
          alt=""
          width={960}
          height={1200}
          loading="lazy"
          fetchPriority="low"
          decoding="async"
          className="absolute inset-0 h-full w-full object-cover object-top transition duration-700 ease-out group-hover:scale-105"
        />
        {titled ? (
          <span className="sr-only">{tile.title}</span>
        ) : (
          <>
            <span className="absolute inset-x-0 bottom-0 h-1/2 bg-gradient-to-t from-cocoa-950/70 to-transparent" aria-hidden="true" />
            <span className="absolute inset-x-0 bottom-0 flex items-center justify-between p-4 text-sand-50 sm:p-5">
              <span className="font-serif text-lg sm:text-2xl">{tile.title}</span>
              <span aria-hidden="true" className="text-xl transition group-hover:translate-x-1">
                →
              </span>
            </span>
          </>
        )}
      </Link>
    </li>
  );
}

/** Featured category tiles under the banner. */
export function FeaturedTiles() {
  const { country } = useCountry();
  const tiles = OFFERS_COUNTRIES.includes(country) ? [...FEATURED_TILES, OFFERS_TILE] : FEATURED_TILES;
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 pt-10 sm:px-6 sm:pt-14">
      <h2 id="featured-heading" className="sr-only">
        Shop by category
      </h2>
      <ul className={`grid grid-cols-2 gap-3 sm:gap-5 ${tiles.length > 4 ? 'lg:grid-cols-5' : 'lg:grid-cols-4'}`}>
        {tiles.map((tile, i) => (
          <Tile key={tile.href} tile={tile} wide={i === 4} />
        ))}
      </ul>
    </section>
  );
}
