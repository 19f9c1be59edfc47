import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Writes the `.br` (quality 11) and `.gz` (level 9) twins of one built file (none under 1 KB). */
async function compressTwins(full: string): Promise<void> {
  const body = await readFile(full);
  if (body.length < 1024) return;
  await writeFile(
    `${full}.br`,
    await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  );
  await writeFile(`${full}.gz`, await gz(body, { level: 9 }));
}

/**
 * Writes `.br` and `.gz` twins of the built browser files once, at build time, so the server sends
 * them as they are (@fastify/static `preCompressed`) instead of compressing each response at a
 * fast, weaker level: the scripts travel about 15 % smaller. React Router writes the route manifest
 * script during the server build, so its twins are written when that build ends (2.8 KB instead of
 * 3.3 KB compressed on the fly).
 */
function precompress(): Plugin {
  const assets = path.resolve(import.meta.dirname, 'build/client/assets');
  return {
    name: 'zaron-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment.name !== 'client') return;
      const files = Object.keys(bundle).filter((f) => /\.(js|css|svg|json)$/.test(f));
      await Promise.all(files.map((file) => compressTwins(path.join(options.dir!, file))));
    },
    async closeBundle() {
      if (this.environment.name !== 'ssr') return;
      const manifests = (await readdir(assets)).filter((f) => /^manifest-[\w-]+\.js$/.test(f));
      await Promise.all(manifests.map((file) => compressTwins(path.join(assets, file))));
    },
  };
}

/**
 * Marks the framework file, which every page runs as it starts, with V8's per-file compile hint
 * (`//# allFunctionsCalledOnLoad` on its first line): Chromium then compiles its functions on the
 * thread that streams the download, instead of one by one on the main thread as hydration first
 * calls them. Traced at a 4× CPU slowdown on home, a category and a product page, the main thread's
 * script time fell 27–30 % (decision 0043). Added after Vite's own last touches to the file (its
 * dependency map goes first), so it is the first line; the file's name does not change with it.
 */
function compileHint(): Plugin {
  return {
    name: 'zaron-compile-hint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.name !== 'client') return;
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && file.name === 'framework') file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
        }
      },
    },
  };
}

type ManualChunks = (id: string, meta: { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null }) => string | undefined;

/**
 * Fewer, larger scripts for the first view. Left alone, Rollup splits the modules that the root
 * layout and the catalogue pages share into ~20 files of a few hundred bytes; each costs a request
 * and ~0.9 KB of response headers on a phone. Here React, React DOM, React Router and every
 * storefront module the root layout imports statically (plus what home, category and product
 * pages share) go into one framework file, which every page loads anyway: a first view needs three
 * scripts (framework, root, page; the entry's code runs inside the start-up script) and the route
 * manifest. Code imported only with import() (dialogs, search, forms, TanStack Query) stays out of it.
 */
function shellChunks(): ManualChunks {
  const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|@react-router|turbo-stream|cookie|set-cookie-parser)\//;
  const app = path.resolve(import.meta.dirname, 'app');
  let shell: Set<string> | undefined;
  return (id, { getModuleInfo }) => {
    // The client entry stays a file of its own: it hydrates when evaluated, which must wait until the
    // start-up script has imported the route modules (they import this chunk). The server copies its
    // few statements into that script (app/lib/first-paint.server.ts), so a page does not fetch it.
    if (/\/entry\.client\.[jt]sx?$/.test(id)) return undefined;
    if (FRAMEWORK.test(id)) return 'framework';
    if (id.includes('/node_modules/')) return undefined;
    shell ??= shellModules(getModuleInfo, (file) => path.join(app, file));
    return shell.has(id) ? 'framework' : undefined;
  };
}

/** Storefront modules the root layout imports statically, and those that two of home, category and product share. */
function shellModules(info: Parameters<ManualChunks>[1]['getModuleInfo'], file: (name: string) => string): Set<string> {
  const reach = (start: string) => {
    const seen = new Set<string>();
    const queue = [start];
    while (queue.length) {
      const id = queue.pop()!;
      if (seen.has(id) || id.includes('/node_modules/')) continue;
      seen.add(id);
      queue.push(...(info(id)?.importedIds ?? []));
    }
    seen.delete(start);
    return seen;
  };
  const [root, home, category, product] = ['root.tsx', 'routes/home.tsx', 'routes/category.tsx', 'routes/product.tsx'].map((f) =>
    reach(file(f)),
  );
  const shared = [...home!].filter((id) => category!.has(id) || product!.has(id));
  if (process.env.DEBUG_CHUNKS) console.log({ root: root!.size, home: home!.size, shared: shared.length });
  return new Set([...root!, ...shared]);
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), compileHint(), precompress()],
  resolve: {
    alias: [{ find: '~', replacement: new URL('./app', import.meta.url).pathname }],
  },
  // The browser's scripts: Terser with two passes sends the first view's framework file 4.1 KB
  // lighter than esbuild's minifier (109.5 → 105.4 KB brotli).
  build: { modulePreload: { polyfill: false }, minify: 'terser', terserOptions: { compress: { passes: 2 } } },
  // React Router builds the browser's files and the server's as two environments of one build.
  environments: {
    client: {
      build: {
        // React Router names the client's entry files like this unless told otherwise; given an
        // output of our own, it leaves the naming to it.
        rollupOptions: { output: { entryFileNames: 'assets/[name]-[hash].js', manualChunks: shellChunks() } },
      },
    },
    ssr: {
      build: {
        // The server's build stays readable, and is one file: a part the browser fetches later
        // (static-until-near.tsx) is imported there with a top-level await, which must not wait on
        // a file that imports it back.
        minify: false,
        rollupOptions: { output: { inlineDynamicImports: true } },
      },
    },
  },
});
