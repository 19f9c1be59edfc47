import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from '../storage';

/** Where rendered pictures go: the only place the picture generator reads or writes files. */
export interface PictureSink {
  exists(name: string): Promise<boolean>;
  write(name: string, data: Buffer): Promise<void>;
}

/** Absolute file paths on this machine (the generator's own tests and tools). */
export const folderSink: PictureSink = {
  exists: (file) =>
    access(file).then(
      () => true,
      () => false,
    ),
  async write(file, data) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
  },
};

/** The shop's public `media` area (DATA_DIR/media or the S3 bucket), names relative to /media/. */
export const storageSink = (storage: Storage): PictureSink => ({
  exists: (name) => storage.exists('media', name),
  write: (name, data) => storage.put('media', name, data),
});
