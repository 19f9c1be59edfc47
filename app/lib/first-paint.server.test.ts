import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { AFTER_FIRST_VIEW, deferStartScript, firstPaintStream, inlineEntry, NEXT_TASK, trimFirstPaint } from './first-paint.server';

const START = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/home-B.js";
  window.__reactRouterManifest = {"version":"1"};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-C.js");`;

/** A client entry as the build writes it. */
const ENTRY = 'import{r,G as s,j as t}from"./framework-F.js";r.startTransition(()=>{s.hydrateRoot(document,t.jsx(r.StrictMode,{}))});\n';

const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-C.js" nonce="n1"/>',
  '<link nonce="n1" rel="modulepreload" href="/assets/root-A.js"/>',
  '<link nonce="n1" rel="stylesheet" href="/assets/entry-D.css#"/>',
  '<link rel="preload" as="image" href="/media/banner.webp"/>',
  '</head><body><main>Price ₦12,500 — Zaron</main>',
  '<script nonce="n1">window.__reactRouterContext = {};</script>',
  `<script nonce="n1" type="module" async="">${START}</script>`,
  '</body></html>',
].join('');

/**
 * Runs `AFTER_FIRST_VIEW` against a first view with `pictures` main pictures still loading, whose
 * paint, picture loads, frames and tasks the test drives one by one.
 */
function firstView(pictures: number, { observesPaint = true } = {}) {
  const decodes: { ok: () => void; fail: () => void }[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const fallbacks: (() => void)[] = [];
  let paint: (names: string[]) => void = () => {};
  const browser = {
    document: {
      querySelectorAll: (selector: string) => {
        expect(selector).toBe('img[fetchpriority="high"]');
        return Array.from({ length: pictures }, () => ({
          decode: () => new Promise<void>((ok, fail) => decodes.push({ ok, fail: () => fail(new Error('EncodingError')) })),
        }));
      },
    },
    PerformanceObserver: class {
      constructor(report: (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) {
        if (!observesPaint) throw new TypeError('PerformanceObserver is not supported');
        paint = (names) => report({ getEntriesByName: (name) => names.filter((n) => n === name) }, { disconnect: () => {} });
      }
      observe(options: unknown) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
    },
    requestAnimationFrame: (frame: () => void) => frames.push(frame),
    setTimeout: (task: () => void, ms?: number) => (ms === 2000 ? fallbacks : tasks).push(task),
  };
  let gone = false;
  const run = new Function(...Object.keys(browser), `return (async () => { ${AFTER_FIRST_VIEW} })();`) as (
    ...a: unknown[]
  ) => Promise<void>;
  void run(...Object.values(browser)).then(() => (gone = true));
  const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));
  return {
    decoded: (i: number) => decodes[i]!.ok(),
    failed: (i: number) => decodes[i]!.fail(),
    frames,
    tasks,
    fallbacks,
    paint: (...names: string[]) => paint(names),
    gone: async () => {
      await settle();
      return gone;
    },
  };
}

describe('AFTER_FIRST_VIEW', () => {
  it('goes on a frame and a task after both the first contentful paint and the main pictures are decoded', async () => {
    const view = firstView(2);
    view.paint('first-paint');
    view.paint('first-contentful-paint');
    view.decoded(0);
    await view.gone();
    expect(view.frames).toHaveLength(0);
    view.decoded(1);
    await view.gone();
    expect(view.frames).toHaveLength(1);
    expect(await view.gone()).toBe(false);
    view.frames[0]!();
    expect(view.tasks).toHaveLength(1);
    expect(await view.gone()).toBe(false);
    view.tasks[0]!();
    expect(await view.gone()).toBe(true);
  });

  it('waits for the paint when the pictures come first', async () => {
    const view = firstView(1);
    view.decoded(0);
    await view.gone();
    expect(view.frames).toHaveLength(0);
    view.paint('first-contentful-paint');
    view.frames[0]!();
    view.tasks[0]!();
    expect(await view.gone()).toBe(true);
  });

  it('waits for the pictures only in a browser without paint observers', async () => {
    const view = firstView(1, { observesPaint: false });
    expect(view.frames).toHaveLength(0);
    view.decoded(0);
    await view.gone();
    view.frames[0]!();
    view.tasks[0]!();
    expect(await view.gone()).toBe(true);
  });

  it('counts a picture that fails to load or decode as done', async () => {
    const view = firstView(2);
    view.paint('first-contentful-paint');
    view.decoded(0);
    view.failed(1);
    await view.gone();
    view.frames[0]!();
    view.tasks[0]!();
    expect(await view.gone()).toBe(true);
  });

  it('goes on after 2 s when no paint is reported (a hidden tab)', async () => {
    const view = firstView(1);
    expect(view.fallbacks).toHaveLength(1);
    view.fallbacks[0]!();
    expect(await view.gone()).toBe(true);
    expect(view.frames).toHaveLength(0);
  });
});

describe('deferStartScript', () => {
  it('imports the route modules after the first view, in parallel, and runs the client entry a task after them', () => {
    expect(deferStartScript(START, ['/assets/framework-F.js', '/assets/root-A.js'])).toBe(`${AFTER_FIRST_VIEW}
for (const href of ["/assets/framework-F.js","/assets/root-A.js","/assets/entry.client-C.js"]) { const link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href; document.head.append(link); }
const [route0, route1] = await Promise.all([import("/assets/root-A.js"), import("/assets/home-B.js")]);
${NEXT_TASK};


  window.__reactRouterManifest = {"version":"1"};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-C.js");`);
  });

  it('runs the client entry in the script itself where its built code can be read, and fetches no file for it', () => {
    expect(deferStartScript(START, ['/assets/entry.client-C.js', '/assets/framework-F.js', '/assets/root-A.js'], file))
      .toBe(`${AFTER_FIRST_VIEW}
for (const href of ["/assets/framework-F.js","/assets/root-A.js"]) { const link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href; document.head.append(link); }
const [route0, route1] = await Promise.all([import("/assets/root-A.js"), import("/assets/home-B.js")]);
${NEXT_TASK};


  window.__reactRouterManifest = {"version":"1"};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

{
  const { r, G: s, j: t } = await import("/assets/framework-F.js");
  if (window.__reactRouterManifest) window.__reactRouterManifest.entry.module = "/assets/framework-F.js";
  r.startTransition(()=>{s.hydrateRoot(document,t.jsx(r.StrictMode,{}))});
}`);
  });

  it('imports the route manifest (a built file imported for its effect) with the routes, keeping its place', () => {
    const withManifest = `import "/assets/manifest-M.js";\n${START}`;
    expect(deferStartScript(withManifest, [])).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-M.js"), import("/assets/root-A.js"), import("/assets/home-B.js")]);',
    );
    expect(deferStartScript(withManifest, [])).not.toMatch(/^import "/m);
  });

  it('leaves a script with another static import (development runtime) as it is', () => {
    const dev = `import "/@id/hmr-runtime";\n${START}`;
    expect(deferStartScript(dev, [])).toBe(dev);
  });
});

describe('inlineEntry', () => {
  it('turns the imports into one import() of the file beside the entry, which the route manifest then names as the entry, in a block of their own', () => {
    expect(inlineEntry('/assets/entry.client-C.js', 'import{default as d,x}from"./framework-F.js";d(x);')).toBe(
      [
        '{',
        '  const { default: d, x } = await import("/assets/framework-F.js");',
        '  if (window.__reactRouterManifest) window.__reactRouterManifest.entry.module = "/assets/framework-F.js";',
        '  d(x);',
        '}',
      ].join('\n'),
    );
  });

  it('leaves code of another shape to be imported as a file', () => {
    const other = [
      undefined,
      'r.startTransition(()=>{});',
      'import{r}from"./framework-F.js";import{s}from"./other-O.js";r(s);',
      'import{r}from"./framework-F.js";r(import("./late-L.js"));',
      'import{r}from"./framework-F.js";export const x=r;',
      'import{r}from"./framework-F.js";r("</script>");',
      'import{r}from"./framework-F.js";r("₦");',
      'import{r}from"https://cdn.example/framework.js";r();',
    ];
    for (const code of other) expect(inlineEntry('/assets/entry.client-C.js', code)).toBeUndefined();
  });
});

describe('trimFirstPaint', () => {
  it('inlines the stylesheet, disables its link, drops module preloads and defers the start-up script', () => {
    const html = trimFirstPaint(PAGE, { file });
    expect(html).toContain('<style>body{color:red}</style><link nonce="n1" rel="stylesheet" href="/assets/entry-D.css#" disabled=""/>');
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(html).toContain('<link rel="preload" as="image" href="/media/banner.webp"/>');
    expect(html).toContain(`<script nonce="n1" type="module" async="">${AFTER_FIRST_VIEW}\nfor (const href of ["/assets/root-A.js"])`);
    expect(html).toContain('<script nonce="n1">window.__reactRouterContext = {};</script>');
  });

  it('keeps the link of a stylesheet it cannot read', () => {
    const html = trimFirstPaint(PAGE, { file: () => undefined });
    expect(html).toContain('<link nonce="n1" rel="stylesheet" href="/assets/entry-D.css#"/>');
    expect(html).not.toContain('<style>');
  });

  it('does not inline a stylesheet that could close the style element', () => {
    const html = trimFirstPaint(PAGE, { file: () => 'a{}</style><script>x()</script>' });
    expect(html).toContain('<link nonce="n1" rel="stylesheet" href="/assets/entry-D.css#"/>');
    expect(html).not.toContain('x()');
  });
});

describe('firstPaintStream', () => {
  it('gives the same document whichever way the render is cut into chunks', async () => {
    const whole = trimFirstPaint(PAGE, { file }) + '<script>late()</script>';
    const source = Buffer.from(PAGE + '<script>late()</script>');
    for (const size of [1, 2, 7, 9, 23, 64, source.length]) {
      const chunks = [];
      for (let i = 0; i < source.length; i += size) chunks.push(source.subarray(i, i + size));
      const out = await text(Readable.from(chunks).pipe(firstPaintStream({ file })));
      expect(out).toBe(whole);
    }
  });

  it('rewrites a link after the head (React hoists them; a page that did not) as the whole-text rewrite does', async () => {
    const late = PAGE.replace('<main>', '<link rel="modulepreload" href="/assets/late-E.js"/><main>');
    const out = await text(Readable.from([Buffer.from(late)]).pipe(firstPaintStream({ file })));
    expect(out).toBe(trimFirstPaint(late, { file }));
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('"/assets/late-E.js"');
  });

  it('keeps text outside ASCII intact, in the page and in an inlined stylesheet', async () => {
    const css = (href: string) => (href === '/assets/entry-D.css' ? '.price::before{content:"₦ — é"}' : undefined);
    const source = Buffer.from(PAGE);
    const chunks = [];
    for (let i = 0; i < source.length; i += 5) chunks.push(source.subarray(i, i + 5));
    const out = await text(Readable.from(chunks).pipe(firstPaintStream({ file: css })));
    expect(out).toBe(trimFirstPaint(PAGE, { file: css }));
    expect(out).toContain('<style>.price::before{content:"₦ — é"}</style>');
    expect(out).toContain('<main>Price ₦12,500 — Zaron</main>');
  });
});

/** The built files of `PAGE`: its stylesheet and its client entry. */
function file(href: string) {
  if (href === '/assets/entry-D.css') return 'body{color:red}';
  return href === '/assets/entry.client-C.js' ? ENTRY : undefined;
}
