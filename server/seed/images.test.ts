import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_SLIDES, BANNER_WIDTHS } from '../../domain/banners';
import { BANNER_PRODUCTS, bannerSvg } from './art/banners';
import { flatLayScene, heroScene } from './art/product-scenes';
import { PRODUCTS } from './catalog-data';
import { PRODUCT_WIDTHS, generateBannerImages, generateProductImages, generateTileImages } from './images';

let out: string;
beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'zaron-media-'));
});
afterAll(async () => {
  await rm(out, { recursive: true, force: true });
});

const size = async (file: string) => {
  const m = await sharp(file).metadata();
  return [m.format, m.width, m.height];
};

describe('demo artwork', () => {
  it('composes valid SVG for every product, both images', async () => {
    for (const p of PRODUCTS) {
      for (const scene of [heroScene, flatLayScene]) {
        const { info } = await sharp(Buffer.from(scene(p, 64)))
          .raw()
          .toBuffer({ resolveWithObject: true });
        expect(info.width, `${p.slug} ${scene.name}`).toBe(64);
      }
    }
  });

  it('writes two square WebP images per product at each width, keeps existing files and adds a missing width', async () => {
    expect(PRODUCT_WIDTHS).toEqual([360, 480, 720, 960]);
    const p = PRODUCTS.find((x) => x.slug === 'radiance-vitamin-c-serum')!;
    await generateProductImages(out, p);
    for (const n of [1, 2]) {
      for (const w of PRODUCT_WIDTHS) {
        expect(await size(path.join(out, 'products', `${p.slug}-${n}-${w}.webp`))).toEqual(['webp', w, w]);
      }
    }
    const file = path.join(out, 'products', `${p.slug}-1-960.webp`);
    const before = (await stat(file)).mtimeMs;
    // A data folder from before the 360 width existed.
    const smallest = path.join(out, 'products', `${p.slug}-2-360.webp`);
    await rm(smallest);
    await generateProductImages(out, p);
    expect((await stat(file)).mtimeMs).toBe(before);
    expect(await size(smallest)).toEqual(['webp', 360, 360]);
  });

  it('writes 16 banners, wide at 16:6 and square for phones, and five tiles at 4:5', async () => {
    expect(BANNER_SLIDES).toHaveLength(16);
    expect(BANNER_PRODUCTS).toHaveLength(16);
    await Promise.all([generateBannerImages(out), generateTileImages(out)]);
    expect(await readdir(path.join(out, 'banners'))).toHaveLength(16 * (BANNER_WIDTHS.wide.length + BANNER_WIDTHS.phone.length));
    for (const w of BANNER_WIDTHS.wide) {
      expect(await size(path.join(out, 'banners', `banner-16-wide-${w}.webp`))).toEqual(['webp', w, (w * 6) / 16]);
    }
    for (const w of BANNER_WIDTHS.phone) {
      expect(await size(path.join(out, 'banners', `banner-16-phone-${w}.webp`))).toEqual(['webp', w, w]);
    }
    for (const slug of ['best-sellers', 'make-up', 'skin-care', 'new-in', 'offers']) {
      expect(await size(path.join(out, 'tiles', `${slug}-360.webp`))).toEqual(['webp', 360, 450]);
      expect(await size(path.join(out, 'tiles', `${slug}-480.webp`))).toEqual(['webp', 480, 600]);
      expect(await size(path.join(out, 'tiles', `${slug}-720.webp`))).toEqual(['webp', 720, 900]);
      expect(await size(path.join(out, 'tiles', `${slug}-960.webp`))).toEqual(['webp', 960, 1200]);
    }
  });

  it('draws no lettering into the banners: their words are text on the page', () => {
    for (const [i, slide] of BANNER_SLIDES.entries()) {
      for (const shape of ['wide', 'phone'] as const) {
        const svg = bannerSvg(i, 100, shape);
        expect(svg).not.toContain(slide.headline);
        expect(svg).not.toContain(slide.cta.toUpperCase());
      }
    }
  });

  it('only advertises a sale the catalog has, and names no percentage the catalogue could outgrow', () => {
    expect(PRODUCTS.some((p) => (p.ngDiscountPercent ?? 0) > 0)).toBe(true);
    expect(BANNER_SLIDES.filter((s) => /%/.test(`${s.headline} ${s.sub}`))).toEqual([]);
  });
});
