import crypto from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { PRODUCT_IMAGE_MAIN, PRODUCT_IMAGE_WIDTHS, PRODUCT_PHOTO_MESSAGES, PRODUCT_WEBP } from '../../domain/media';
import { DomainError } from '../domain-error';
import { sniffImage } from '../forms/uploads';
import type { Storage } from '../storage';

/** Larger pictures are refused before decoding (a small file can claim huge dimensions). */
const MAX_PIXELS = 40_000_000;

/**
 * A staff photo made into the storefront's product picture: the type is told by its content,
 * then it is cropped square and stored as WebP at every product width under `products/` in the
 * shop's media storage (a local folder or object storage). Returns the stem the product row stores.
 */
export async function storeProductImage(storage: Storage, data: Buffer): Promise<string> {
  if (!sniffImage(data)) throw new DomainError('invalid', PRODUCT_PHOTO_MESSAGES.wrongType, { file: PRODUCT_PHOTO_MESSAGES.wrongType });
  const side = PRODUCT_IMAGE_MAIN;
  let square: { data: Buffer; channels: 1 | 2 | 3 | 4 };
  try {
    const { data: raw, info } = await sharp(data, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(side, side, { fit: 'cover' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    square = { data: raw, channels: info.channels };
  } catch {
    // The header looked like an image but the body does not decode (cut off, forged, too large).
    throw new DomainError('invalid', PRODUCT_PHOTO_MESSAGES.wrongType, { file: PRODUCT_PHOTO_MESSAGES.wrongType });
  }
  const stem = `products/up-${crypto.randomBytes(12).toString('hex')}`;
  await Promise.all(
    PRODUCT_IMAGE_WIDTHS.map(async (w) => {
      const file = await productWebp(sharp(square.data, { raw: { width: side, height: side, channels: square.channels } }), w);
      await storage.put('media', `${stem}-${w}.webp`, file);
    }),
  );
  return stem;
}

/** A square picture as the storefront serves it at one product width. */
export const productWebp = (square: Sharp, width: number): Promise<Buffer> => square.resize(width, width).webp(PRODUCT_WEBP).toBuffer();
