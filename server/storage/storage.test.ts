import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3 } from '../test/s3';
import { localStorage } from './local';
import { s3Storage } from './s3';
import type { Storage } from './types';

const readAll = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

describe.each(['local', 's3'] as const)('%s storage', (kind) => {
  let storage: Storage;
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zaron-storage-'));
    if (kind === 's3') s3 = await startS3();
    storage = kind === 's3' ? s3Storage(s3!.settings) : localStorage(dataDir);
  });
  afterAll(async () => {
    await storage.close();
    await s3?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('stores, finds, streams and removes a file in each area', async () => {
    const data = crypto.randomBytes(70_000);
    for (const area of ['media', 'uploads'] as const) {
      const key = `folder/${area}-${crypto.randomBytes(4).toString('hex')}.webp`;
      expect(await storage.exists(area, key)).toBe(false);
      await storage.put(area, key, data);
      expect(await storage.exists(area, key)).toBe(true);
      const file = await storage.get(area, key);
      expect(file).toMatchObject({ size: 70_000, contentType: 'image/webp' });
      expect(file!.etag).toMatch(/^".+"$/);
      expect(await readAll(file!.body)).toEqual(data);
      await storage.remove(area, key);
      expect(await storage.get(area, key)).toBeNull();
      expect(await storage.exists(area, key)).toBe(false);
    }
  });

  it('keeps the areas apart: a file in uploads is not in media', async () => {
    await storage.put('uploads', 'ambassador/apart.png', Buffer.from('private'));
    expect(await storage.get('media', 'ambassador/apart.png')).toBeNull();
    expect(await storage.exists('media', 'ambassador/apart.png')).toBe(false);
  });

  it('lists every key of one area, nested folders included', async () => {
    const tag = crypto.randomBytes(4).toString('hex');
    const keys = [`list-${tag}/a.webp`, `list-${tag}/deep/b.png`, `list-${tag}/c.jpg`];
    for (const key of keys) await storage.put('media', key, Buffer.from(key));
    await storage.put('uploads', `list-${tag}/private.png`, Buffer.from('private'));
    expect((await storage.list('media')).filter((k) => k.startsWith(`list-${tag}/`)).sort()).toEqual([...keys].sort());
    expect((await storage.list('uploads')).filter((k) => k.startsWith(`list-${tag}/`))).toEqual([`list-${tag}/private.png`]);
  });

  it('answers null for a missing file and refuses keys that leave their area or are not pictures', async () => {
    expect(await storage.get('media', 'products/none-960.webp')).toBeNull();
    for (const key of [
      '../uploads/a.png',
      'a/../../b.png',
      '/etc/x.png',
      'x.svg',
      'page.html',
      '.hidden.png',
      'a//b.png',
      'a\\b.png',
      '',
    ]) {
      await expect(storage.put('media', key, Buffer.from('x')), key).rejects.toThrow('Not a storable picture key');
      await expect(storage.get('uploads', key), key).rejects.toThrow('Not a storable picture key');
    }
  });

  if (kind === 'local') {
    it('writes under DATA_DIR/media and DATA_DIR/uploads, never replacing a file', async () => {
      await storage.put('media', 'products/local-960.webp', Buffer.from('one'));
      await storage.put('uploads', 'ambassador/local.jpg', Buffer.from('two'));
      expect(await fs.readFile(path.join(dataDir, 'media/products/local-960.webp'), 'utf8')).toBe('one');
      expect(await fs.readFile(path.join(dataDir, 'uploads/ambassador/local.jpg'), 'utf8')).toBe('two');
      await expect(storage.put('media', 'products/local-960.webp', Buffer.from('other'))).rejects.toThrow('EEXIST');
    });
  } else {
    it('keeps one bucket with media/ and uploads/ prefixes, typed and with their cache rules', async () => {
      await storage.put('media', 'products/s3-960.webp', Buffer.from('public picture'));
      await storage.put('uploads', 'ambassador/s3.jpg', Buffer.from('private photo'));
      const client = new S3Client({
        ...s3!.settings,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      const picture = await client.send(new GetObjectCommand({ Bucket: s3!.bucket, Key: 'media/products/s3-960.webp' }));
      expect(picture.ContentType).toBe('image/webp');
      expect(picture.CacheControl).toBe('public, max-age=31536000, immutable');
      expect(await picture.Body!.transformToString()).toBe('public picture');
      const photo = await client.send(new GetObjectCommand({ Bucket: s3!.bucket, Key: 'uploads/ambassador/s3.jpg' }));
      expect(photo.ContentType).toBe('image/jpeg');
      expect(photo.CacheControl).toBe('private, no-store');
      client.destroy();
    });

    it('reports an unreachable service as an error, not as a missing file', async () => {
      const down = s3Storage({ ...s3!.settings, endpoint: 'http://127.0.0.1:9' });
      await expect(down.get('media', 'products/x-960.webp')).rejects.toThrow();
      await expect(down.exists('media', 'products/x-960.webp')).rejects.toThrow();
      await down.close();
    });
  }
});
