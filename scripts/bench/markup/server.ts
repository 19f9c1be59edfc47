// The shop's pages without their scripts, for `npm run bench:lighthouse` (LIGHTHOUSE_MARKUP=1): a
// node:http server in front of a running shop that passes every request on and leaves the scripts
// out of each HTML answer (its `<script>` elements and module preloads). What a phone pays for such
// a page is what the page's markup, styles and pictures cost alone: the least any way of sending
// its scripts could reach. Pages travel compressed (brotli) as the shop sends them. Prints
// `ready <port>` once listening.
import http from 'node:http';
import zlib from 'node:zlib';
import { withoutScripts } from './strip';

const shop = process.argv[2]?.replace(/\/$/, '');
if (!shop) throw new Error('Usage: markup/server.ts <shop address>');
/** Headers that describe the shop's own transfer of the body, which this server sends anew. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'set-cookie']);

const server = http.createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = Object.fromEntries(
    Object.entries(req.headers).filter((e): e is [string, string] => typeof e[1] === 'string' && !HOP_HEADERS.has(e[0]) && e[0] !== 'host'),
  );
  let answer: Response;
  try {
    answer = await fetch(shop + req.url, {
      method: req.method,
      headers: { ...headers, 'accept-encoding': 'identity' },
      body: chunks.length ? Buffer.concat(chunks) : undefined,
      redirect: 'manual',
    });
  } catch {
    res.writeHead(502, { 'content-type': 'text/plain' }).end('The shop did not answer');
    return;
  }
  const out: http.OutgoingHttpHeaders = {};
  answer.headers.forEach((value, name) => {
    if (!HOP_HEADERS.has(name)) out[name] = value;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length) out['set-cookie'] = cookies;
  const body = Buffer.from(await answer.arrayBuffer());
  if (!answer.headers.get('content-type')?.startsWith('text/html')) {
    res.writeHead(answer.status, out).end(body);
    return;
  }
  const page = Buffer.from(withoutScripts(body.toString('utf8')));
  const br = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(answer.status, br ? { ...out, 'content-encoding': 'br' } : out).end(br ? zlib.brotliCompressSync(page) : page);
});
server.listen(0, '127.0.0.1', () => console.log(`ready ${(server.address() as { port: number }).port}`));
