/** Product pictures come in a 960-wide canonical file with a 480-wide twin (…-480.webp). */
export const thumbnail = (src: string) => src.replace(/-960\.webp$/, '-480.webp');

function productSrcSet(src: string): string {
  const small = thumbnail(src);
  return small === src ? src : `${small} 480w, ${src} 960w`;
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
