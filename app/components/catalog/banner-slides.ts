import { BANNER_WIDTHS, type BannerShape } from '../../../domain/banners';

export { BANNER_INK, BANNER_SLIDES, type BannerSlide } from '../../../domain/banners';

/** Wide pictures from this width up; square phone pictures below it (domain/banners.ts). */
export const WIDE_MEDIA = '(min-width: 768px)';

/** The pictures server/seed/images.ts draws for banner `i` (0-based): /media/banners/banner-NN-{shape}-{width}.webp. */
export const bannerSrc = (i: number, shape: BannerShape, width: number) =>
  `/media/banners/banner-${String(i + 1).padStart(2, '0')}-${shape}-${width}.webp`;

export const bannerSrcSet = (i: number, shape: BannerShape) =>
  BANNER_WIDTHS[shape].map((w) => `${bannerSrc(i, shape, w)} ${w}w`).join(', ');
