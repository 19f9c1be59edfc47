// The floor for `npm run bench:lighthouse`: the least page this stack can send, React and React
// Router hydrating a heading, a sentence and a link, bundled and minified as a production build
// and served compressed by a bare node:http server. Whatever a phone pays for it, every page of the
// shop pays too. Prints `ready <port>` once listening.
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { FloorPage } from './page';

const bundle = await build({
  entryPoints: [path.join(import.meta.dirname, 'client.tsx')],
  bundle: true,
  minify: true,
  format: 'esm',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  write: false,
  logLevel: 'warning',
});
const script = zlib.brotliCompressSync(bundle.outputFiles[0]!.contents);
const markup = renderToString(createElement(MemoryRouter, null, createElement(FloorPage)));
const document = zlib.brotliCompressSync(
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Zaron</title><meta name="description" content="The least page of the shop\'s stack.">' +
    `<script type="module" src="/floor.js"></script></head><body><div id="root">${markup}</div></body></html>`,
);

const server = http.createServer((req, res) => {
  const [type, body] = req.url === '/floor.js' ? ['text/javascript', script] : ['text/html; charset=utf-8', document];
  res.writeHead(200, { 'content-type': type, 'content-encoding': 'br', 'content-length': body.length, 'cache-control': 'no-cache' });
  res.end(body);
});
server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => console.log(`ready ${(server.address() as { port: number }).port}`));
