import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkedType, type Area, type Storage } from './types';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, R2, s3rver…); AWS when unset. */
  endpoint: string | undefined;
  /** Both or neither; neither uses the SDK's usual sources (instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

const missing = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/**
 * One private bucket; pictures under `media/`, applicants' photos under `uploads/`. Nothing in the
 * bucket needs to be public: the app serves `media/` at /media/… and never serves `uploads/`.
 */
export function s3Storage(settings: S3Settings): Storage {
  // The SDK would print a multi-line notice about future Node versions outside the JSON log.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    // A hung service fails the request instead of holding it (pictures answer 503).
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
    // Checksums only where S3 requires them: S3-compatible services do not all accept the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const objectKey = (area: Area, key: string) => {
    checkedType(key);
    return `${area}/${key}`;
  };
  return {
    kind: 's3',
    async put(area, key, data) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(area, key),
          Body: data,
          ContentType: checkedType(key),
          CacheControl: area === 'media' ? 'public, max-age=31536000, immutable' : 'private, no-store',
        }),
      );
    },
    async exists(area, key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(area, key) }));
        return true;
      } catch (err) {
        if (missing(err)) return false;
        throw err;
      }
    },
    async get(area, key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(area, key) }));
        return {
          body: res.Body as Readable,
          size: res.ContentLength ?? 0,
          contentType: checkedType(key),
          etag: res.ETag ?? '',
        };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async remove(area, key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(area, key) }));
    },
    async list(area) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${area}/`, ContinuationToken: token }));
        for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key.slice(area.length + 1));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
    async close() {
      client.destroy();
    },
  };
}
