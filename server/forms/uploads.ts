import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../http/errors';
import type { Storage } from '../storage';
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from '../../domain/forms/options';

/** Multipart reading, image sniffing and storage of uploaded photos. */

interface MultipartInput {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

const UPLOAD_UNREADABLE = 'The upload could not be read. Please try again.';

/** Limits handed to @fastify/multipart when it is registered for the form routes. */
export const MULTIPART_LIMITS = { fileSize: PHOTO_MAX_BYTES, files: 2, fields: 20, fieldSize: 4096, parts: 22 };

/**
 * Reads every part into memory (at most two 5 MB photos and a few short fields). Unknown or repeated
 * file fields are refused; an oversized photo ends the request with 413 and PHOTO_TOO_LARGE.
 */
export async function readMultipart(req: FastifyRequest, fileFields: readonly string[]): Promise<MultipartInput> {
  if (!req.isMultipart()) throw new HttpError(415, 'Please send the application as multipart/form-data.');
  const input: MultipartInput = { fields: Object.create(null), files: Object.create(null) };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (!fileFields.includes(part.fieldname) || part.fieldname in input.files) {
          part.file.resume();
          throw badRequest(`Unexpected file field "${part.fieldname}"`);
        }
        input.files[part.fieldname] = await part.toBuffer();
      } else {
        if (part.fieldname in input.fields) throw badRequest(`${part.fieldname}: sent more than once`);
        if (part.valueTruncated) throw badRequest(`${part.fieldname}: is too long`);
        input.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    throw uploadError(err);
  }
  return input;
}

function uploadError(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, PHOTO_TOO_LARGE);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, 'The upload has too many parts.');
  }
  // Anything else here is a malformed or cut-off body: the sender's fault, never a 500.
  return new HttpError(400, UPLOAD_UNREADABLE);
}

export type ImageExt = 'png' | 'jpg' | 'webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type told by the file's first bytes, never by its name or the browser's claim. */
export function sniffImage(data: Buffer): ImageExt | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Stores a photo privately as `<folder>/<random name>` (never served publicly); returns the file name. */
export async function storeUpload(storage: Storage, folder: string, data: Buffer, ext: ImageExt): Promise<string> {
  const name = `${crypto.randomBytes(16).toString('hex')}.${ext}`;
  await storage.put('uploads', `${folder}/${name}`, data);
  return name;
}

/** Undo of storeUpload, for a submission that failed after its files were written. */
export async function removeUploads(storage: Storage, folder: string, names: string[]) {
  await Promise.all(names.map((n) => storage.remove('uploads', `${folder}/${n}`)));
}
