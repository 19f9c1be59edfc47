/**
 * Product pictures as the storefront shows them: square WebP files at these widths, named
 * `${stem}-${width}.webp` under /media. The demo images and staff uploads are made the same way.
 * 360: a listing card on a phone (about 180 px at 1.75×); 720: the product page's picture on a phone.
 */
export const PRODUCT_IMAGE_WIDTHS = [360, 480, 720, 960] as const;
/** The canonical file, the one a product row points at: the largest width. */
export const PRODUCT_IMAGE_MAIN = PRODUCT_IMAGE_WIDTHS.at(-1)!;
export const PRODUCT_WEBP = { quality: 78, effort: 2 } as const;

/**
 * Home's category tiles (4:5, `tiles/${name}-${width}.webp`). 360: a tile on a phone (about 184 px at
 * 1.75×) or on a wide screen; 720: the fifth tile, which spans both columns of a phone's grid.
 */
export const TILE_IMAGE_WIDTHS = [360, 480, 720, 960] as const;

/** Staff uploads: one photo per request, at most this size, PNG, JPEG or WebP by content. */
export const PRODUCT_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PRODUCT_PHOTO_MESSAGES = {
  tooLarge: 'Each photo must be 10 MB or smaller',
  wrongType: 'Photos must be PNG, JPEG or WebP images',
  missing: 'Choose a photo to upload',
} as const;
