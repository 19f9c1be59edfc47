import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { PRODUCT_IMAGE_MAIN, PRODUCT_IMAGE_WIDTHS } from '../../domain/media';
import { productWebp } from '../catalog/images';
import type { Storage } from './types';

const SMALLER = new RegExp(`^(products/[A-Za-z0-9._-]+)-(${PRODUCT_IMAGE_WIDTHS.slice(0, -1).join('|')})\\.webp$`);

/**
 * A smaller width of a product picture, told by its media key (`products/<stem>-360.webp`): the
 * key of the canonical file it is made from, and the width. Null for any other key.
 */
function smallerWidthOf(key: string): { main: string; width: number } | null {
  const m = SMALLER.exec(key);
  return m ? { main: `${m[1]}-${PRODUCT_IMAGE_MAIN}.webp`, width: Number(m[2]) } : null;
}

async function make(storage: Storage, key: string, from: { main: string; width: number }): Promise<boolean> {
  const main = await storage.get('media', from.main);
  if (!main) return false;
  const picture = await buffer(main.body);
  // A stored file that does not decode, or is larger than the canonical square, has no smaller width.
  const data = await productWebp(sharp(picture, { limitInputPixels: PRODUCT_IMAGE_MAIN ** 2 }), from.width).catch(() => null);
  if (!data) return false;
  // Another instance may have made it meanwhile; its file is the same picture.
  await storage.put('media', key, data).catch(async (err) => {
    if (!(await storage.exists('media', key))) throw err;
  });
  return true;
}

/**
 * Makes missing smaller widths of product pictures from their canonical file, for pictures stored
 * before that width was added. The returned function answers true when the key now exists, false
 * when it names no such picture; a crowd asking for the same missing key makes it once.
 */
export function smallerWidthMaker(storage: Storage): (key: string) => Promise<boolean> {
  const making = new Map<string, Promise<boolean>>();
  return (key) => {
    const from = smallerWidthOf(key);
    if (!from) return Promise.resolve(false);
    let job = making.get(key);
    if (!job) {
      job = make(storage, key, from).finally(() => making.delete(key));
      making.set(key, job);
    }
    return job;
  };
}
