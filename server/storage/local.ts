import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkedType, contentTypeOf, type Area, type Storage } from './types';

/** Files under `${dataDir}/media/` and `${dataDir}/uploads/` (the embedded default). */
export function localStorage(dataDir: string): Storage {
  const file = (area: Area, key: string) => {
    checkedType(key);
    return path.join(dataDir, area, key);
  };
  return {
    kind: 'local',
    async put(area, key, data) {
      const target = file(area, key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Never replaces a file: a key always names the same content.
      await fs.writeFile(target, data, { flag: 'wx', mode: area === 'uploads' ? 0o640 : 0o644 });
    },
    exists: (area, key) =>
      fs.access(file(area, key)).then(
        () => true,
        () => false,
      ),
    async get(area, key) {
      const target = file(area, key);
      const stat = await fs.stat(target).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT' || err.code === 'ENOTDIR') return null;
        throw err;
      });
      if (!stat?.isFile()) return null;
      return {
        body: createReadStream(target),
        size: stat.size,
        contentType: checkedType(key),
        etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      };
    },
    remove: (area, key) => fs.rm(file(area, key), { force: true }),
    async list(area) {
      const dir = path.join(dataDir, area);
      const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return [];
        throw err;
      });
      // Only what `put` could have stored: a picture's key (no partial or foreign files).
      return entries
        .filter((e) => e.isFile())
        .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
        .filter((key) => contentTypeOf(key) !== null);
    },
    close: async () => {},
  };
}
