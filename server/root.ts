import fs from 'node:fs';
import path from 'node:path';

/**
 * The project's folder, the nearest one up holding package.json: found the same way from the
 * source files (server/) and from the built server (build/shop/, one file), whose own folder differs.
 */
export const PROJECT_ROOT = findRoot(import.meta.dirname);

function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${start}`);
  }
}
