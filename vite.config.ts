import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) twins of the built browser files once, at build
 * time, so the server sends them as they are (@fastify/static `preCompressed`) instead of
 * compressing each response at a fast, weaker level: the scripts travel about 15 % smaller.
 */
function precompress(): Plugin {
  return {
    name: 'zaron-precompress',
    apply: 'build',
    applyToEnvironment: (env) => env.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir!;
      const files = Object.keys(bundle).filter((f) => /\.(js|css|svg|json)$/.test(f));
      await Promise.all(files.map(async (file) => {
        const full = path.join(dir, file);
        const body = await readFile(full);
        if (body.length < 1024) return;
        await writeFile(`${full}.br`, await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
        await writeFile(`${full}.gz`, await gz(body, { level: 9 }));
      }));
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompress()],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: { modulePreload: { polyfill: false } },
});
