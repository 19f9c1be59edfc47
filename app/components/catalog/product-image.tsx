import { PRODUCT_IMAGE_MAIN, PRODUCT_IMAGE_WIDTHS } from '../../../domain/media';

const MAIN = `-${PRODUCT_IMAGE_MAIN}.webp`;
const atWidth = (src: string, width: number) => `${src.slice(0, -MAIN.length)}-${width}.webp`;

/** Product pictures come as a canonical file (…-960.webp) and smaller twins; this is the 480-wide one. */
export const thumbnail = (src: string) => (src.endsWith(MAIN) ? atWidth(src, 480) : src);

function productSrcSet(src: string): string {
  return src.endsWith(MAIN) ? PRODUCT_IMAGE_WIDTHS.map((w) => `${atWidth(src, w)} ${w}w`).join(', ') : src;
}

export function ProductImage({
  src,
  alt,
  sizes,
  className,
  eager = false,
}: {
  src: string;
  alt: string;
  sizes: string;
  className?: string;
  eager?: boolean;
}) {
  return (
    <img
      src={src}
      srcSet={productSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={960}
      height={960}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      className={className}
    />
  );
}
