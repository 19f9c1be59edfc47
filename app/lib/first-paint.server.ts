import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { fileURLToPath } from 'node:url';

/**
 * What a page's first paint waits for, trimmed for a phone on a slow network (decision 16):
 *
 * - **Styles come with the page.** Each `<link rel="stylesheet">` of the build becomes a `<style>`
 *   holding the file's text, so the first paint needs no second round trip. The link stays in the
 *   document, marked `disabled` (a disabled stylesheet is neither fetched nor applied), because
 *   React hydrates the `<head>` and expects it there.
 * - **Scripts wait for the first view.** The `modulepreload` links go (React adds them again while
 *   hydrating, when the scripts are already loaded), and React Router's start-up module imports the
 *   route modules only once the first paint is on screen and the first view's main pictures have
 *   been decoded, so the picture, styles and text of the first view do not share the connection with
 *   ~110 KB of script, and the main thread paints before it compiles and hydrates. Links work as
 *   plain links until then. The client entry, a few statements, runs inside that script instead of
 *   being fetched as a file of its own.
 */
interface FirstPaintOptions {
  /** Text of a built file by its URL path (`/assets/…`), or undefined when there is none to read. */
  file: (href: string) => string | undefined;
}

const LINK = /<link\b[^>]*\/>/g;
const BUILT_CSS = /^(\/assets\/[^"#?]+\.css)#?$/;
const START_SCRIPT = /(<script\b[^>]*\btype="module" async=""[^>]*>)([\s\S]*?)(<\/script>)/;
const SCRIPT_END = '</script>';
const HEAD_END = '</head>';
/** What opens React Router's start-up script (`START_SCRIPT`) and no other part of a page. */
const START_MARK = ' type="module" async=""';
const STATIC_IMPORT = /^import \* as (\w+) from ("[^"]+");$/gm;
/** An import of a built file for its effect only: the route manifest (`routeDiscovery: 'initial'`). */
const BUILT_IMPORT = /^import ("\/assets\/[^"]+");$/gm;
const ENTRY_IMPORT = /^import\(("[^"]+")\);$/m;
/** The built client entry: named imports from one file beside it, then statements that import nothing. */
const ENTRY_CODE = /^import\{([\w$, ]+)\}from"(\.\/[\w.-]+\.js)";([\s\S]*)$/;
/**
 * Resolves once the first paint has reached the screen and the first view's main pictures
 * (`fetchpriority="high"`) have been decoded or have failed, a frame after the last of them, so
 * they are on screen; on a hidden tab, where no frame comes, or a browser that reports no paint
 * timing, after 2 s. A browser without paint observers waits for the pictures only. (A picture's
 * load event is not enough: with `decoding="async"` it is painted a frame or more after it.)
 */
export const AFTER_FIRST_VIEW = [
  'await new Promise((go) => {',
  '  const pictures = document.querySelectorAll(\'img[fetchpriority="high"]\');',
  '  let left = pictures.length + 1;',
  '  const done = () => --left || requestAnimationFrame(() => setTimeout(go));',
  '  for (const img of pictures) img.decode().then(done, done);',
  '  try {',
  "    new PerformanceObserver((list, observer) => { if (list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); done(); } }).observe({ type: 'paint', buffered: true });",
  '  } catch {',
  '    done();',
  '  }',
  '  setTimeout(go, 2000);',
  '});',
].join('\n');
/** Ends the task that evaluated the route modules, so that the client entry and hydration start in a task of their own. */
export const NEXT_TASK = 'await new Promise((go) => setTimeout(go));';

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * The client entry's code (built file `href`), written to run inside the start-up script: its
 * imports become one `import()` of the file they name (already loaded with the route modules), in a
 * block of its own. So the page fetches no file of ~150 bytes, with its ~300 bytes of headers, only
 * to start hydrating. The route manifest then names that file as the entry, since React Router's
 * `<Scripts>` adds a module preload of the entry while hydrating, which would fetch the file after all.
 * Undefined for code of another shape, which is then imported as a file.
 */
export function inlineEntry(href: string, code: string | undefined): string | undefined {
  const parts = code === undefined ? null : ENTRY_CODE.exec(code.trim());
  if (!parts || /\b(import|export)\b|<\/|[^\x20-\x7e\n]/.test(parts[3]!)) return undefined;
  const names = parts[1]!.split(',').map((name) => name.trim().replace(/\s+as\s+/, ': '));
  const from = path.posix.join(path.posix.dirname(href), parts[2]!);
  return [
    '{',
    `  const { ${names.join(', ')} } = await import(${JSON.stringify(from)});`,
    `  if (window.__reactRouterManifest) window.__reactRouterManifest.entry.module = ${JSON.stringify(from)};`,
    `  ${parts[3]!.trim()}`,
    '}',
  ].join('\n');
}

/**
 * Rewrites React Router's start-up module so that it imports the routes once the first view is on
 * screen (`AFTER_FIRST_VIEW`), and only then asks for the page's modules (`preloads`, the hrefs of
 * the dropped module preloads) all at once, so that the framework file is not discovered one round
 * trip later through the routes. The client entry runs in the script itself where its built code can
 * be read (`inlineEntry`).
 */
export function deferStartScript(body: string, preloads: readonly string[], file: FirstPaintOptions['file'] = () => undefined): string {
  const imports: { name: string; url: string }[] = [];
  let rest = body
    .replace(BUILT_IMPORT, (_all, url: string) => {
      imports.push({ name: '', url });
      return '';
    })
    .replace(STATIC_IMPORT, (_all, name: string, url: string) => {
      imports.push({ name, url });
      return '';
    });
  // Any other static import (a development-only runtime) would still load at once: leave such a script alone.
  if (!imports.some((i) => i.name) || /^\s*import\s+["*{\w]/m.test(rest)) return body;
  // The client entry hydrates as soon as it runs: the script's own last line runs it once the route
  // modules are in place, inlined, or else imported after being fetched (a module preload) with the others.
  const entryUrl = ENTRY_IMPORT.exec(rest)?.[1];
  const entry = entryUrl === undefined ? undefined : (JSON.parse(entryUrl) as string);
  const inlined = entry === undefined ? undefined : inlineEntry(entry, file(entry));
  const fetched = new Set(preloads);
  if (inlined !== undefined) {
    rest = rest.replace(ENTRY_IMPORT, () => inlined);
    fetched.delete(entry!);
  } else if (entry !== undefined) fetched.add(entry);
  const hrefs = [...fetched];
  const preload = hrefs.length
    ? `\nfor (const href of ${JSON.stringify(hrefs)}) { const link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href; document.head.append(link); }`
    : '';
  const names = imports.map((i) => i.name).join(', ');
  return `${AFTER_FIRST_VIEW}${preload}\nconst [${names}] = await Promise.all([${imports.map((i) => `import(${i.url})`).join(', ')}]);\n${NEXT_TASK}${rest}`;
}

/** Inlines the built stylesheets of `html` and drops its module preloads, whose hrefs go to `preloads`. */
function trimLinks(html: string, options: FirstPaintOptions, preloads: string[]): string {
  return html.replace(LINK, (link) => {
    const rel = attribute(link, 'rel');
    if (rel === 'modulepreload') {
      const href = attribute(link, 'href');
      if (href?.startsWith('/')) preloads.push(href);
      return '';
    }
    const href = rel === 'stylesheet' ? BUILT_CSS.exec(attribute(link, 'href') ?? '')?.[1] : undefined;
    const css = href && options.file(href);
    if (!css || css.includes('</')) return link;
    return `<style>${css}</style>${link.replace(/\/>$/, ' disabled=""/>')}`;
  });
}

const deferStart = (html: string, preloads: readonly string[], file: FirstPaintOptions['file']) =>
  html.replace(START_SCRIPT, (_all, open: string, body: string, close: string) => open + deferStartScript(body, preloads, file) + close);

/** The document with inlined styles and a start-up script that waits for the first view (`AFTER_FIRST_VIEW`). */
export function trimFirstPaint(html: string, options: FirstPaintOptions): string {
  const preloads: string[] = [];
  return deferStart(trimLinks(html, options, preloads), preloads, options.file);
}

/** Built files in the form `trimFirstPaintBytes` inserts them, converted once each. */
const latin1Files = new Map<string, string>();

/**
 * `trimFirstPaint` on the document's bytes. Only the two parts it rewrites are read as text: the
 * `<head>` (React hoists every link there) and React Router's start-up script; the body between them,
 * most of a page, is copied as it is. The text is read as Latin-1 (one character per byte, a plain
 * copy both ways, where UTF-8 decoding and encoding of a 300 KB page cost milliseconds): every pattern
 * it looks for is ASCII, what it keeps passes through byte for byte, and what it inserts (a
 * stylesheet's text) is handed over in the same form. A document with a link outside its head is
 * rewritten whole.
 */
function trimFirstPaintBytes(document: Buffer, options: FirstPaintOptions): Buffer {
  const asLatin1: FirstPaintOptions = {
    file: (href) => {
      const text = options.file(href);
      if (text === undefined) return undefined;
      let bytes = latin1Files.get(text);
      if (bytes === undefined) latin1Files.set(text, (bytes = Buffer.from(text, 'utf8').toString('latin1')));
      return bytes;
    },
  };
  const headEnd = document.indexOf(HEAD_END);
  const mark = headEnd === -1 ? -1 : document.indexOf(START_MARK, headEnd);
  const open = mark === -1 ? -1 : document.lastIndexOf('<script', mark);
  const end = mark === -1 ? -1 : document.indexOf(SCRIPT_END, mark);
  if (open < headEnd || end === -1 || document.subarray(headEnd, open).includes('<link')) {
    return Buffer.from(trimFirstPaint(document.toString('latin1'), asLatin1), 'latin1');
  }
  const close = end + SCRIPT_END.length;
  const preloads: string[] = [];
  const head = trimLinks(document.toString('latin1', 0, headEnd), asLatin1, preloads);
  const start = deferStart(document.toString('latin1', open, close), preloads, asLatin1.file);
  return Buffer.concat([
    Buffer.from(head, 'latin1'),
    document.subarray(headEnd, open),
    Buffer.from(start, 'latin1'),
    document.subarray(close),
  ]);
}

/** Finds an ASCII `needle` in a stream of chunks, also when a chunk boundary cuts it. */
function seeker(needle: string) {
  let carry = '';
  /** Where `needle` ends in this chunk, or -1. */
  return (chunk: Buffer): number => {
    const at = chunk.indexOf(needle);
    const carried = carry.length;
    const across = at === -1 ? (carry + chunk.toString('latin1', 0, needle.length - 1)).indexOf(needle) : -1;
    carry = (carry + chunk.toString('latin1', Math.max(0, chunk.length - needle.length + 1))).slice(-(needle.length - 1));
    if (at !== -1) return at + needle.length;
    return across === -1 ? -1 : across + needle.length - carried;
  };
}

/**
 * A stream that holds the document until React Router's start-up script has been written (it closes
 * the page's shell), applies `trimFirstPaint` to it, and passes everything after it through as it comes.
 * The held chunks stay bytes, searched one by one as they come for the script's opening and then its
 * end, and read as text once: decoding or searching the whole held document on each of the ~150
 * chunks of a 300 KB page made its cost grow with the page's size squared.
 */
export function firstPaintStream(options: FirstPaintOptions): Transform {
  const held: Buffer[] = [];
  const opening = seeker(START_MARK);
  let closing: ((chunk: Buffer) => number) | undefined;
  let passing = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (passing) return done(null, chunk);
      held.push(chunk);
      let rest = chunk;
      if (!closing) {
        const opened = opening(chunk);
        if (opened === -1) return done();
        closing = seeker(SCRIPT_END);
        rest = chunk.subarray(Math.max(0, opened));
      }
      if (closing(rest) === -1) return done();
      const document = Buffer.concat(held);
      held.length = 0;
      const trimmed = trimFirstPaintBytes(document, options);
      passing = true;
      done(null, trimmed);
    },
    flush(done) {
      const document = Buffer.concat(held);
      done(null, passing || document.length === 0 ? undefined : trimFirstPaintBytes(document, options));
    },
  });
}

/** Reads built files (stylesheets, the client entry) from the client build next to the server build, once each; undefined when there is none (development). */
export function builtFiles(serverFileUrl: string): (href: string) => string | undefined {
  const here = path.dirname(fileURLToPath(serverFileUrl));
  // build/server/index.js or build/server/assets/<chunk>.js → build/client
  const clientDir = [path.resolve(here, '../client'), path.resolve(here, '../../client')].find((dir) =>
    fs.existsSync(path.join(dir, 'assets')),
  );
  const texts = new Map<string, string | undefined>();
  return (href) => {
    if (!clientDir) return undefined;
    if (!texts.has(href)) {
      const file = path.join(clientDir, path.normalize(href));
      texts.set(href, file.startsWith(clientDir + path.sep) && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined);
    }
    return texts.get(href);
  };
}
