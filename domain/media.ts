/**
 * Product pictures as the storefront shows them: square WebP files at these widths, named
 * `${stem}-${width}.webp` under /media. The demo images and staff uploads are made the same way.
 */
export const PRODUCT_IMAGE_WIDTHS = [480, 960] as const;
export const PRODUCT_WEBP = { quality: 78, effort: 2 } as const;

/** Staff uploads: one photo per request, at most this size, PNG, JPEG or WebP by content. */
export const PRODUCT_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PRODUCT_PHOTO_MESSAGES = {
  tooLarge: 'Each photo must be 10 MB or smaller',
  wrongType: 'Photos must be PNG, JPEG or WebP images',
  missing: 'Choose a photo to upload',
} as const;
