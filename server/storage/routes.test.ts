import fs from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, tinyImage, uniqueEmail } from '../forms/test-support';
import { errorHandler } from '../http/error-handler';
import { createTestShop, type TestShop } from '../test/app';
import { startS3 } from '../test/s3';
import { ambassadorApplications } from '../forms/schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { PRODUCT_IMAGE_WIDTHS } from '../../domain/media';
import { newStaff } from '../test/staff';
import { MEDIA_CACHE, sendPrivateUpload } from './routes';

const applicant = (email: string) => ({
  name: 'Adaeze Okafor',
  sex: 'Female',
  address: '3 Bourdillon Road, Ikoyi',
  country: 'NG',
  dob: '1999-04-12',
  phoneNumber: '+234 803 123 4567',
  email,
  socialMediaHandle: '@adaeze',
  agreedToTerms: 'true',
});

describe.each(['local', 's3'] as const)('pictures and uploads with %s storage', (kind) => {
  let shop: TestShop;
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;
  const picture = Buffer.from('RIFF....WEBPVP8 a product picture');
  const photo = Buffer.from('a private applicant photo');
  beforeAll(async () => {
    if (kind === 's3') s3 = await startS3();
    shop = await createTestShop('pglite', s3?.env ?? {});
    await shop.app.storage.put('media', 'products/routes-test-1-960.webp', picture);
    await shop.app.storage.put('uploads', 'ambassador/0123456789abcdef0123456789abcdef.png', photo);
  });
  afterAll(async () => {
    await shop.close();
    await s3?.close();
  });

  it(`uses ${kind} storage`, () => {
    expect(shop.app.storage.kind).toBe(kind);
  });

  it('serves a picture at /media/… with a year-long immutable cache and an ETag', async () => {
    const res = await shop.app.inject({ url: '/media/products/routes-test-1-960.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(picture);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-length']).toBe(String(picture.length));
    expect(res.headers['cache-control']).toBe(MEDIA_CACHE);
    expect(MEDIA_CACHE).toBe('public, max-age=31536000, immutable');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);

    const again = await shop.app.inject({ url: '/media/products/routes-test-1-960.webp', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await shop.app.inject({ method: 'HEAD', url: '/media/products/routes-test-1-960.webp' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
  });

  it('answers 404 JSON for a missing picture or a name that is not a picture', async () => {
    for (const url of ['/media/products/none-960.webp', '/media/products/routes-test-1-960.svg', '/media/', '/media/.env']) {
      const res = await shop.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'Not found' });
    }
  });

  it('makes a missing smaller width of a product picture from its canonical file once, keeps it, and serves it', async () => {
    const canonical = await sharp({ create: { width: 960, height: 960, channels: 3, background: '#7a4a2f' } })
      .webp()
      .toBuffer();
    await shop.app.storage.put('media', 'products/before-widths-1-960.webp', canonical);
    expect(await shop.app.storage.exists('media', 'products/before-widths-1-360.webp')).toBe(false);

    // A listing full of shoppers asks for it at the same moment.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => shop.app.inject({ url: '/media/products/before-widths-1-360.webp' })),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe(MEDIA_CACHE);
      expect(res.rawPayload).toEqual(answers[0]!.rawPayload);
    }
    const made = await sharp(answers[0]!.rawPayload).metadata();
    expect([made.format, made.width, made.height]).toEqual(['webp', 360, 360]);
    expect(await shop.app.storage.exists('media', 'products/before-widths-1-360.webp')).toBe(true);
    const again = await shop.app.inject({ url: '/media/products/before-widths-1-360.webp' });
    expect(again.rawPayload).toEqual(answers[0]!.rawPayload);
    expect((await sharp((await shop.app.inject({ url: '/media/products/before-widths-1-720.webp' })).rawPayload).metadata()).width).toBe(
      720,
    );
  });

  it('answers 404 for a smaller width of no picture, of a picture that does not decode, or at a width the shop does not make', async () => {
    // routes-test-1-960.webp is stored but is not a real picture.
    for (const url of [
      '/media/products/nothing-here-360.webp',
      '/media/products/routes-test-1-360.webp',
      '/media/products/before-widths-1-500.webp',
    ]) {
      const res = await shop.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'Not found' });
    }
    expect(await shop.app.storage.exists('media', 'products/routes-test-1-360.webp')).toBe(false);
  });

  it("stores a staff member's product photo at every width in the shop's storage", async () => {
    const staff = await newStaff(shop);
    const form = multipart({}, { file: { data: await tinyImage('png'), filename: 'front.png', type: 'image/png' } });
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/products/images',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${staff.token}` },
    });
    expect(res.statusCode).toBe(201);
    const { image, url } = res.json().data as { image: string; url: string };
    expect(image).toMatch(/^products\/up-[0-9a-f]{24}$/);
    expect(url).toBe(`/media/${image}-960.webp`);
    for (const width of PRODUCT_IMAGE_WIDTHS) {
      const stored = await shop.app.inject({ url: `/media/${image}-${width}.webp` });
      expect(stored.statusCode, String(width)).toBe(200);
      expect((await sharp(stored.rawPayload).metadata()).width, String(width)).toBe(width);
    }
    // In scale mode the photo is in the bucket, not on this instance's disk.
    const onDisk = fs.access(path.join(shop.config.dataDir, 'media', `${image}-960.webp`));
    if (kind === 's3') await expect(onDisk).rejects.toThrow('ENOENT');
    else await expect(onDisk).resolves.toBeUndefined();
  });

  it('never serves an upload at a public address', async () => {
    const name = 'ambassador/0123456789abcdef0123456789abcdef.png';
    const urls = [
      `/media/${name}`,
      `/uploads/${name}`,
      `/media/../uploads/${name}`,
      `/media/%2e%2e/uploads/${name}`,
      `/media/..%2fuploads%2f${name.replace('/', '%2f')}`,
      `/media/%2e%2e%2fuploads/${name}`,
      `/media/./../uploads/${name}`,
    ];
    for (const url of urls) {
      const res = await shop.app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('private applicant photo');
    }
  });

  it('streams a private upload to staff with no caching, and 404 for a missing one', async () => {
    // The staff inbox route is built later; this is the call it makes after checking the staff session.
    const staff = Fastify();
    errorHandler(staff);
    staff.get<{ Params: { name: string } }>('/photo/:name', (req, reply) =>
      sendPrivateUpload(req, reply, shop.app.storage, `ambassador/${req.params.name}`),
    );
    const res = await staff.inject({ url: '/photo/0123456789abcdef0123456789abcdef.png' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(photo);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe('inline; filename="0123456789abcdef0123456789abcdef.png"');
    const missing = await staff.inject({ url: '/photo/ffffffffffffffffffffffffffffffff.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'File not found' });
    const sneaky = await staff.inject({ url: '/photo/..%2f..%2fetc%2fpasswd' });
    expect(sneaky.statusCode).toBe(404);
    await staff.close();
  });

  it("stores an ambassador application's photos in the private area", async () => {
    const email = uniqueEmail('adaeze');
    const portrait = await tinyImage('png');
    const body = await tinyImage('jpeg');
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/forms/ambassador',
      ...multipart(applicant(email), {
        portraitPhoto: { data: portrait, filename: 'p.png', type: 'image/png' },
        fullBodyPhoto: { data: body, filename: 'b.jpg', type: 'image/jpeg' },
      }),
    });
    expect(res.statusCode).toBe(201);
    const [row] = await shop.database.db.select().from(ambassadorApplications).where(eq(ambassadorApplications.email, email));
    const stored = await shop.app.storage.get('uploads', `ambassador/${row!.portraitPhoto}`);
    const chunks: Buffer[] = [];
    for await (const c of stored!.body) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks)).toEqual(portrait);
    expect(await shop.app.storage.exists('uploads', `ambassador/${row!.fullBodyPhoto}`)).toBe(true);
    expect((await shop.app.inject({ url: `/media/ambassador/${row!.portraitPhoto}` })).statusCode).toBe(404);

    const localDir = path.join(shop.config.dataDir, 'uploads', 'ambassador');
    if (kind === 's3') {
      // Nothing on the instance's disk: another instance can read it from the bucket.
      await expect(fs.access(localDir)).rejects.toThrow('ENOENT');
      const client = new S3Client({
        ...s3!.settings,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      const obj = await client.send(new GetObjectCommand({ Bucket: s3!.bucket, Key: `uploads/ambassador/${row!.fullBodyPhoto}` }));
      expect(Buffer.from(await obj.Body!.transformToByteArray())).toEqual(body);
      await expect(
        client.send(new HeadObjectCommand({ Bucket: s3!.bucket, Key: `media/ambassador/${row!.fullBodyPhoto}` })),
      ).rejects.toThrow();
      client.destroy();
    } else {
      expect(await fs.readFile(path.join(localDir, row!.portraitPhoto))).toEqual(portrait);
    }
  });
});

describe('pictures when the object storage is unreachable', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop('pglite', {
      S3_BUCKET: 'zaron-down',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'x',
      S3_SECRET_ACCESS_KEY: 'y',
    });
  });
  afterAll(() => shop.close());

  it('answers 503 with a message, not 404 or 500', async () => {
    const res = await shop.app.inject({ url: '/media/products/radiance-vitamin-c-serum-1-960.webp' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'Pictures are briefly unavailable. Please try again in a moment.' });
  });
});
