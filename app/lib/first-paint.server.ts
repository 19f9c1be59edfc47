import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { fileURLToPath } from 'node:url';

/**
 * What a page's first paint waits for, trimmed for a phone on a slow network (decision 16):
 *
 * - **Styles come with the page.** Each `<link rel="stylesheet">` of the build becomes a `<style>`
 *   holding the file's text, so the first paint needs no second round trip. The link stays in the
 *   document, marked `disabled` (a disabled stylesheet is neither fetched nor applied), because
 *   React hydrates the `<head>` and expects it there.
 * - **Scripts wait for the first paint.** The `modulepreload` links go (React adds them again while
 *   hydrating, when the scripts are already loaded), and React Router's start-up module imports the
 *   route modules only after the first frame has been painted, so the picture, styles and text of
 *   the first view do not share the connection with ~110 KB of script, and the main thread paints
 *   before it compiles and hydrates. Links work as plain links until then.
 */
export interface FirstPaintOptions {
  /** Text of a built stylesheet by its URL path (`/assets/…css`), or undefined to leave its link. */
  stylesheet: (href: string) => string | undefined;
}

const LINK = /<link\b[^>]*\/>/g;
const BUILT_CSS = /^(\/assets\/[^"#?]+\.css)#?$/;
const START_SCRIPT = /(<script\b[^>]*\btype="module" async=""[^>]*>)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /^import \* as (\w+) from ("[^"]+");$/gm;
const ENTRY_IMPORT = /^import\(("[^"]+")\);$/m;
/** Resolves after the first frame is painted; on a hidden tab, where no frame comes, after 2 s. */
const AFTER_FIRST_PAINT = 'await new Promise((go) => { requestAnimationFrame(() => setTimeout(go)); setTimeout(go, 2000); });';

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * Rewrites React Router's start-up module so that it imports the routes after the first paint, and
 * only then asks for the page's modules (`preloads`, the hrefs of the dropped module preloads) all at
 * once, so that the framework file is not discovered one round trip later through the routes.
 */
export function deferStartScript(body: string, preloads: readonly string[]): string {
  const names: string[] = [];
  const urls: string[] = [];
  const rest = body.replace(STATIC_IMPORT, (_all, name: string, url: string) => {
    names.push(name);
    urls.push(url);
    return '';
  });
  // Any other static import (a development-only runtime) would still load at once: leave such a script alone.
  if (names.length === 0 || /^\s*import\s+["*{\w]/m.test(rest)) return body;
  // The client entry hydrates as soon as it runs, so it is only fetched (a module preload) with the
  // others; the script's own last line runs it once the route modules are in place.
  const hrefs = [
    ...new Set([...preloads, ...[ENTRY_IMPORT.exec(rest)?.[1]].filter((u) => u !== undefined).map((u) => JSON.parse(u) as string)]),
  ];
  const preload = hrefs.length
    ? `\nfor (const href of ${JSON.stringify(hrefs)}) { const link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href; document.head.append(link); }`
    : '';
  return `${AFTER_FIRST_PAINT}${preload}\nconst [${names.join(', ')}] = await Promise.all([${urls.map((u) => `import(${u})`).join(', ')}]);${rest}`;
}

/** The document with inlined styles and a start-up script that waits for the first paint. */
export function trimFirstPaint(html: string, options: FirstPaintOptions): string {
  const preloads: string[] = [];
  return html
    .replace(LINK, (link) => {
      const rel = attribute(link, 'rel');
      if (rel === 'modulepreload') {
        const href = attribute(link, 'href');
        if (href?.startsWith('/')) preloads.push(href);
        return '';
      }
      const href = rel === 'stylesheet' ? BUILT_CSS.exec(attribute(link, 'href') ?? '')?.[1] : undefined;
      const css = href && options.stylesheet(href);
      if (!css || css.includes('</')) return link;
      return `<style>${css}</style>${link.replace(/\/>$/, ' disabled=""/>')}`;
    })
    .replace(START_SCRIPT, (_all, open: string, body: string, close: string) => open + deferStartScript(body, preloads) + close);
}

/**
 * A stream that holds the document until React Router's start-up script has been written (it closes
 * the page's shell), applies `trimFirstPaint` to it, and passes everything after it through as it comes.
 */
export function firstPaintStream(options: FirstPaintOptions): Transform {
  const decoder = new StringDecoder('utf8');
  let held = '';
  let passing = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (passing) return done(null, chunk);
      held += decoder.write(chunk);
      if (!START_SCRIPT.test(held)) return done();
      passing = true;
      const out = trimFirstPaint(held, options);
      held = '';
      done(null, out);
    },
    flush(done) {
      held += decoder.end();
      done(null, passing || held === '' ? undefined : trimFirstPaint(held, options));
    },
  });
}

/** Reads built stylesheets from the client build next to the server build, once each; undefined when there is none (development). */
export function builtStylesheets(serverFileUrl: string): (href: string) => string | undefined {
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
