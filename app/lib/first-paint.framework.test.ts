import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { memoryDatabase } from '../../server/test/memory-db';
import { storefrontBuild } from '../../server/test/web';
import { AFTER_FIRST_VIEW, NEXT_TASK } from './first-paint.server';

// first-paint.server.ts rewrites what React Router and Vite write into a document. It leaves a
// part it does not recognise as it is, so a framework release that changes that shape would
// quietly undo the first paint's trimming; these checks of the installed framework's real pages
// fail instead.
let app: Awaited<ReturnType<typeof buildApp>>;

const START_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

describe('the first paint on the pages React Router renders', () => {
  beforeAll(async () => {
    const { build } = await storefrontBuild();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://shop.test',
      DATA_DIR: path.join(os.tmpdir(), `zaron-first-paint-${crypto.randomBytes(4).toString('hex')}`),
    });
    app = await buildApp({ config, database: await memoryDatabase('seeded'), logger: false, web: { build } });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  for (const url of ['/', '/category/best-sellers', '/product/radiance-vitamin-c-serum']) {
    it(`rewrites every part it knows on ${url}`, async () => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const html = res.body;
      const head = html.slice(0, html.indexOf('</head>'));
      // Styles inline, their links kept but disabled; no module preload left in the document.
      expect(head).toMatch(/^[\s\S]*<style>[\s\S]{10000,}<\/style><link rel="stylesheet" href="\/assets\/[\w-]+\.css#?" disabled=""\/>/);
      expect(html).not.toContain('rel="modulepreload"');
      const start = START_SCRIPT.exec(html)![1]!;
      // The route modules wait for the first view and then load all at once, the manifest first.
      expect(start.startsWith(`${AFTER_FIRST_VIEW}\nfor (const href of ["/assets/manifest-`)).toBe(true);
      expect(start).toMatch(
        /\nconst \[, route0, route1\] = await Promise\.all\(\[import\("\/assets\/manifest-\w+\.js"\), import\("\/assets\/root-[\w-]+\.js"\), import\("\/assets\/\w+-[\w-]+\.js"\)\]\);\n/,
      );
      expect(start).toContain(`\n${NEXT_TASK}`);
      expect(start).not.toMatch(/^\s*import\s/m);
      // The client entry runs inside the script: no file of its own is fetched.
      expect(start).toMatch(
        /\n\{\n {2}const \{ [\w$:, ]+ \} = await import\("\/assets\/framework-[\w-]+\.js"\);\n {2}if \(window\.__reactRouterManifest\) window\.__reactRouterManifest\.entry\.module = "\/assets\/framework-[\w-]+\.js";\n {2}\S[^\n]*hydrateRoot\(document,[^\n]*\n\}$/,
      );
      expect(html).not.toMatch(/entry\.client-[\w-]+\.js/);
    });
  }
});
