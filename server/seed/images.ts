import path from 'node:path';
import sharp from 'sharp';
import { BANNER_SLIDES, BANNER_WIDTHS, type BannerShape } from '../../domain/banners';
import { bannerSvg } from './art/banners';
import { PRODUCT_IMAGE_WIDTHS, PRODUCT_WEBP, TILE_IMAGE_WIDTHS } from '../../domain/media';
import { flatLayScene, heroScene } from './art/product-scenes';
import { TILES, tileSvg } from './art/tiles';
import { folderSink, type PictureSink } from './picture-sink';
import type { SeedProduct } from './types';

/**
 * Demo artwork, composed as SVG and rendered with sharp. Each image is rendered once at its
 * largest width and scaled down for the smaller one, so a full run stays well inside the time a
 * first start can afford on a small machine.
 */
export const PRODUCT_WIDTHS = PRODUCT_IMAGE_WIDTHS;
const BANNER_RATIO: Record<BannerShape, number> = { wide: 6 / 16, phone: 1 };
// Effort 2 encodes ~35% faster than the default 4 for files only ~3% larger.
const WEBP = PRODUCT_WEBP;
/** Images rendered at the same time; each render keeps one core busy. */
const CONCURRENCY = 2;

interface Job {
  /** Output path for a width; the same stem at every width. */
  file: (width: number) => string;
  widths: readonly number[];
  /** Height divided by width. */
  ratio: number;
  /** SVG at the given pixel width. */
  svg: (width: number) => string;
}

async function render(job: Job, out: PictureSink): Promise<void> {
  const pending: number[] = [];
  for (const w of job.widths) if (!(await out.exists(job.file(w)))) pending.push(w);
  if (pending.length === 0) return;
  const largest = Math.max(...pending);
  const { data, info } = await sharp(Buffer.from(job.svg(largest)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  await Promise.all(
    pending.map((w) => {
      const img = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      const sized = w === info.width ? img : img.resize(w, Math.round(w * job.ratio));
      return sized
        .webp(WEBP)
        .toBuffer()
        .then((file) => out.write(job.file(w), file));
    }),
  );
}

/** Runs jobs with at most CONCURRENCY renders in flight. */
async function runAll(jobs: Job[], out: PictureSink): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await render(jobs[next++]!, out);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, jobs.length) }, worker));
}

function productJobs(outDir: string, p: SeedProduct): Job[] {
  const dir = path.join(outDir, 'products');
  return [
    { file: (w) => path.join(dir, `${p.slug}-1-${w}.webp`), widths: PRODUCT_WIDTHS, ratio: 1, svg: (w) => heroScene(p, w) },
    { file: (w) => path.join(dir, `${p.slug}-2-${w}.webp`), widths: PRODUCT_WIDTHS, ratio: 1, svg: (w) => flatLayScene(p, w) },
  ];
}

function bannerJobs(outDir: string): Job[] {
  return BANNER_SLIDES.flatMap((_, i) => {
    const nn = String(i + 1).padStart(2, '0');
    return (['phone', 'wide'] as const).map((shape) => ({
      file: (w: number) => path.join(outDir, 'banners', `banner-${nn}-${shape}-${w}.webp`),
      widths: BANNER_WIDTHS[shape],
      ratio: BANNER_RATIO[shape],
      svg: (w: number) => bannerSvg(i, w, shape),
    }));
  });
}

function tileJobs(outDir: string): Job[] {
  return TILES.map((slug) => ({
    file: (w) => path.join(outDir, 'tiles', `${slug}-${w}.webp`),
    widths: TILE_IMAGE_WIDTHS,
    ratio: 5 / 4,
    svg: (w) => tileSvg(slug, w),
  }));
}

/** `${outDir}/products/${slug}-{1,2}-{360,480,720,960}.webp`: hero shot and flat lay, square. */
export async function generateProductImages(outDir: string, p: SeedProduct): Promise<void> {
  await runAll(productJobs(outDir, p), folderSink);
}

/** `${outDir}/banners/banner-{01..16}-wide-{960,1600}.webp` (16:6) and `…-phone-{480,800}.webp` (1:1). */
export async function generateBannerImages(outDir: string): Promise<void> {
  await runAll(bannerJobs(outDir), folderSink);
}

/** `${outDir}/tiles/{best-sellers,make-up,skin-care,new-in,offers}-{360,480,720,960}.webp`, 4:5. */
export async function generateTileImages(outDir: string): Promise<void> {
  await runAll(tileJobs(outDir), folderSink);
}

/** Everything above, written through `out` under relative names (`products/…`); files that already exist are kept. */
export async function generateAllImages(out: PictureSink, products: SeedProduct[]): Promise<void> {
  await runAll([...bannerJobs(''), ...tileJobs(''), ...products.flatMap((p) => productJobs('', p))], out);
}
