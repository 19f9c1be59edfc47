import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import fs from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import routes from './app/routes';

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

type ModuleInfo = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
type ModuleGraph = (id: string) => ModuleInfo;
type ManualChunks = (id: string, meta: { getModuleInfo: ModuleGraph }) => string | undefined;

const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|@react-router|turbo-stream|cookie|set-cookie-parser)\//;
const QUERY = /\/node_modules\/@tanstack\//;
const APP = path.resolve(import.meta.dirname, 'app');
const isPackage = (id: string) => id.includes('/node_modules/') || id.startsWith('\0');

/**
 * Fewer, larger scripts. Left alone, Rollup gives each set of pages that share modules a file of
 * its own: a catalogue page's first view would need ~20 files of a few hundred bytes, checkout's
 * delivery step 26. Each file costs a request, ~0.9 KB of response headers on a phone, and a share
 * of the main thread's work as the page's modules are linked before hydration (decision 0065). So:
 * - **framework**: React, React DOM, React Router and every storefront module the root layout
 *   imports statically (plus what home, category and product pages share), which every page loads
 *   anyway: a first view needs three scripts (framework, root, page; the entry's code runs inside
 *   the start-up script) and the route manifest;
 * - **query**: TanStack Query, whose provider every page under the query layout loads and whose
 *   hooks nearly all of them, and the header's menus, use;
 * - **shared**: the storefront modules that the catalogue's later parts (the header's menus, her
 *   bag) and two or more other pages use;
 * - **checkout-parts**: the storefront modules that two or more pages share and that checkout's
 *   pages use, other than what a catalogue page loads.
 * A module goes into the last two only if all it imports is in these files too (`appGroups`): a
 * form with its schema library stays in files of its own, so a page without forms does not load it.
 */
function shellChunks(): ManualChunks {
  let groups: ReturnType<typeof appGroups> | undefined;
  return (id, { getModuleInfo }) => {
    // The client entry stays a file of its own: it hydrates when evaluated, which must wait until the
    // start-up script has imported the route modules (they import this chunk). The server copies its
    // few statements into that script (app/lib/first-paint.server.ts), so a page does not fetch it.
    if (/\/entry\.client\.[jt]sx?$/.test(id)) return undefined;
    if (FRAMEWORK.test(id)) return 'framework';
    if (QUERY.test(id)) return 'query';
    if (isPackage(id)) return undefined;
    groups ??= appGroups(getModuleInfo);
    if (groups.shell.has(id)) return 'framework';
    if (groups.shared.has(id)) return 'shared';
    return groups.checkout.has(id) ? 'checkout-parts' : undefined;
  };
}

/** What `starts` import, and what those import, and so on: statically, or also with import(). Packages are listed, not followed. */
function reachOf(graph: ModuleGraph, starts: string[], dynamic = false): Set<string> {
  const seen = new Set<string>();
  const next = (id: string) => [...(graph(id)?.importedIds ?? []), ...((dynamic && graph(id)?.dynamicallyImportedIds) || [])];
  const queue = starts.flatMap(next);
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    if (!isPackage(id)) queue.push(...next(id));
  }
  return seen;
}

/** The storefront modules of the framework, shared and checkout-parts files (`shellChunks`). */
function appGroups(graph: ModuleGraph) {
  const file = (name: string) => path.join(APP, name);
  const CATALOGUE = ['root.tsx', 'routes/home.tsx', 'routes/category.tsx', 'routes/product.tsx'];
  const [root, home, category, product] = CATALOGUE.map((name) => reachOf(graph, [file(name)]));
  const shell = new Set([...root!, ...[...home!].filter((id) => category!.has(id) || product!.has(id))].filter((id) => !isPackage(id)));
  // What a catalogue page loads with its first view, and what it may load later with import().
  const first = new Set([...root!, ...home!, ...category!, ...product!]);
  const later = new Set([...reachOf(graph, CATALOGUE.map(file), true)].filter((id) => !first.has(id)));

  const pages = fs
    .readdirSync(file('routes'))
    .filter((name) => name.endsWith('.tsx') && !CATALOGUE.includes(`routes/${name}`))
    .map((name) => reachOf(graph, [file(`routes/${name}`)]));
  const sharedByPages = [...new Set(pages.flatMap((reach) => [...reach]))].filter(
    (id) => !isPackage(id) && !shell.has(id) && !id.startsWith(file('routes/')) && pages.filter((reach) => reach.has(id)).length >= 2,
  );
  const checkoutGroup = routes
    .find((route) => route.file === 'routes/with-query.tsx')!
    .children!.find((route) => route.file === 'routes/groups/checkout.tsx')!;
  const checkoutPages = reachOf(
    graph,
    checkoutGroup.children!.map((route) => file(route.file)),
  );
  const shared = new Set(sharedByPages.filter((id) => later.has(id)));
  const checkout = new Set(sharedByPages.filter((id) => checkoutPages.has(id) && !later.has(id) && !first.has(id)));

  // Rollup adds to a manual chunk what its modules import that no other chunk claims, so a module
  // stays in the shared file only if all it imports is in the framework, query or shared file, and
  // in the checkout-parts file only if all it imports is in those or the checkout-parts file.
  const inShared = (dep: string) => FRAMEWORK.test(dep) || QUERY.test(dep) || dep.startsWith('\0') || shell.has(dep) || shared.has(dep);
  const inCheckout = (dep: string) => inShared(dep) || checkout.has(dep);
  for (let dropped = true; dropped;) {
    dropped = false;
    for (const [group, claimed] of [
      [shared, inShared],
      [checkout, inCheckout],
    ] as const) {
      for (const id of group) {
        if ([...reachOf(graph, [id])].every(claimed)) continue;
        group.delete(id);
        dropped = true;
      }
    }
  }
  if (process.env.DEBUG_CHUNKS) console.log({ shell: shell.size, shared: shared.size, checkout: checkout.size });
  return { shell, shared, checkout };
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
