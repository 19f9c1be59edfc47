import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router';
import { UNPREFIXED_CATEGORY_PATHS } from '../../domain/catalog';
import type { CountryCode } from '../../domain/country';
import { catalogueAddress } from '../../domain/listing-query';
import { databaseUnavailableReason, isDatabaseUnavailable } from '../db/errors';
import { answerDatabaseUnavailable, isApiPath } from '../http/error-handler';
import { hashInlineScripts, type ContentSecurityPolicy } from '../http/security-headers';
import type { Viewer } from '../../domain/accounts/user';
import { apiRole, publicUser } from '../accounts/serialize';
import { findAuth } from '../http/auth';
import type { AppServices } from '../services';
import type { Produced } from './catalog-cache';
import { resolveCountry } from './country';
import { pageRequestKey } from './fast-path';
import { sendCached, SHARED_CACHE_CONTROL } from './send-cached';

/** An answer of the API read in process: its status and JSON body (null when it sent none). */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

interface WebContext {
  [key: string]: unknown;
  services: AppServices;
  country: CountryCode;
  cspNonce: string;
  publicUrl: string;
  /** Where the page renderer reports an error (a loader's, a render's): logged as one JSON line. */
  reportError: (error: unknown) => void;
  /**
   * The signed-in visitor (as `GET /api/auth/user` answers), or null. Always null on catalogue
   * pages: they are the same for everyone and kept in the shared cache.
   */
  viewer: Viewer | null;
  /**
   * A GET of the shop's own API (`/api/…`) made in this process as this visitor (their session),
   * so a signed-in page renders with the very answer its browser queries would get: the same
   * route, checks and services. Null on catalogue pages.
   */
  readApi: ((path: string) => Promise<ApiAnswer>) | null;
  /**
   * A change through the shop's own API (`POST`, `PUT`, `DELETE` of `/api/…`) made in this process
   * as this visitor, for a page's form action: the same route, checks and messages as the page's
   * scripts get. The cookies it sets (a guest's bag, a session) go out with the page's answer.
   * Null on catalogue pages.
   */
  sendApi: ((method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => Promise<ApiAnswer>) | null;
}

/**
 * A page address whose path has a NUL character or a broken percent-escape names no page (and
 * no database text may hold a NUL); a NUL in the query is refused too.
 */
function validPageAddress(url: string): boolean {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q);
  if (/%00/i.test(query) || query.includes('\u0000')) return false;
  try {
    return !decodeURIComponent(path).includes('\u0000');
  } catch {
    return false;
  }
}

// The type of what pages read with `page(context)` (app/lib/page-context.ts).
declare module 'react-router' {
  interface PageContext extends WebContext {}
}

/**
 * React Router's request context for one page request, holding its values under the key the
 * storefront build's entry module exports (app/entry.server.tsx), the one its loaders read with.
 * In development the build is loaded anew after a change, and its key with it.
 */
function pageContexts(build: ServerBuild | (() => Promise<ServerBuild>)) {
  const keyOf = (loaded: ServerBuild) => {
    const key = (loaded.entry.module as { pageContext?: RouterContext<WebContext> }).pageContext;
    if (!key) throw new Error('The storefront build exports no pageContext: build it again (npm run build).');
    return key;
  };
  const built = typeof build === 'function' ? undefined : keyOf(build);
  return async (values: WebContext): Promise<RouterContextProvider> => {
    const key = built ?? keyOf(await (build as () => Promise<ServerBuild>)());
    return new RouterContextProvider(new Map([[key, values]]));
  };
}

/**
 * The page's URL as React Router sees it: the request's host (its action CSRF check compares it
 * with the Origin header) and path. The path is appended, never resolved, so `//evil.test/x`
 * stays a path; a Host header that is not a host falls back to the public address instead of
 * failing the request.
 */
export function pageUrl(req: Pick<FastifyRequest, 'url' | 'headers'>, publicUrl: string, address = req.url): URL {
  const origin = new URL(publicUrl);
  const host = req.headers.host && HOST.test(req.headers.host) ? req.headers.host : origin.host;
  const path = address.startsWith('/') ? address : `/${address}`;
  try {
    return new URL(`${origin.protocol}//${host}${path}`);
  } catch {
    return new URL(`${origin.origin}${path}`); // e.g. a port above 65535
  }
}

/** A DNS name or IP address, with an optional port: nothing that could end or change the URL's authority. */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The request as React Router takes it: the visitor's own (`reply` is where it is answered), or,
 * with `shared`, a GET of the kept catalogue page's canonical address, rendered for everyone waiting
 * on it (so it is never aborted).
 */
function toWebRequest(req: FastifyRequest, publicUrl: string, answer: { reply: FastifyReply } | { shared: string }): Request {
  const url = pageUrl(req, publicUrl, 'shared' in answer ? answer.shared : undefined);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  if ('shared' in answer) return new Request(url, { method: 'GET', headers });
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const controller = new AbortController();
  // Aborted when the visitor goes before the answer is sent. (The request's own 'close' comes as soon
  // as a form's body has been read, while its action may still run.)
  const sent = answer.reply.raw;
  sent.once('close', () => {
    if (!sent.writableFinished) controller.abort();
  });
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req.raw) as ReadableStream) : undefined,
    signal: controller.signal,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/** `Cookie` header text with the cookies of `Set-Cookie` lines put in (a cookie set empty and expired taken out). */
export function withSetCookies(cookieHeader: string | undefined, setCookies: readonly string[]): string {
  const jar = new Map<string, string>();
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) jar.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  for (const line of setCookies) {
    const [pair = '', ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    const gone = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
    if (gone) jar.delete(name);
    else jar.set(name, pair.slice(eq + 1).trim());
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

async function sendWebResponse(reply: FastifyReply, response: Response, apiCookies: readonly string[] = []) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  const cookies = [...apiCookies, ...response.headers.getSetCookie()];
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

/** Pages whose HTML depends only on the catalogue and the visitor's country (and their `.data` loads). */
const CATALOGUE_PAGE = new RegExp(
  `^/(?:|_|products|category/[^/]+|product/[^/]+|${[...UNPREFIXED_CATEGORY_PATHS, 'about', 'privacy-policy', 'terms-of-service', 'face-of-zaron-2025'].join('|')})(?:\\.data)?$`,
);

function isCataloguePage(req: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = req.url.split('?')[0]!;
  return CATALOGUE_PAGE.test(pathname);
}

interface WebHandlerOptions {
  services: AppServices;
  publicUrl: string;
  countryHeader?: string;
  mode: string;
  /** The CSP for a page whose inline scripts are allowed by these sources. */
  csp: ContentSecurityPolicy;
}

/**
 * Hands every non-API path to React Router's server rendering. Catalogue pages are rendered once per
 * country and URL and then served from the catalogue cache: their inline scripts are allowed by hash,
 * not by nonce, so no visitor receives a nonce another visitor saw.
 */
export function registerWebHandler(app: FastifyInstance, build: ServerBuild | (() => Promise<ServerBuild>), options: WebHandlerOptions) {
  const handle = createRequestHandler(build, options.mode);
  const pageContext = pageContexts(build);
  const { catalogCache, sessions } = options.services;

  /**
   * A call of the shop's own API in this process as the visitor: her credentials, her address (for
   * the rate limits), where the request came from (for the cross-site checks) and her country's
   * header; nothing else of hers. The cookies earlier calls of the same page request set are sent on.
   */
  const callApiAs =
    (req: FastifyRequest, setCookies: string[]) => async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => {
      if (!isApiPath(path)) throw new Error(`not an API path: ${path}`);
      const headers: Record<string, string> = { accept: 'application/json' };
      const forwarded = [
        'authorization',
        'origin',
        'sec-fetch-site',
        'accept-language',
        'user-agent',
        ...(options.countryHeader ? [options.countryHeader] : []),
      ];
      for (const name of forwarded) {
        const value = req.headers[name.toLowerCase()];
        if (typeof value === 'string') headers[name.toLowerCase()] = value;
      }
      const cookie = withSetCookies(req.headers.cookie, setCookies);
      if (cookie) headers.cookie = cookie;
      const res = await app.inject({
        method,
        url: path,
        headers,
        remoteAddress: req.ip,
        ...(body === undefined ? {} : { payload: body as object }),
      });
      const set = res.headers['set-cookie'];
      if (set) setCookies.push(...(Array.isArray(set) ? set : [set]));
      return { status: res.statusCode, body: String(res.headers['content-type']).startsWith('application/json') ? res.json() : null };
    };
  // What decides the country (web/country.ts): a CDN must keep one copy per value of each.
  const vary = ['Cookie', 'Accept-Language', ...(options.countryHeader ? [options.countryHeader] : [])].join(', ');

  async function render(req: FastifyRequest, country: CountryCode, address: string): Promise<Produced> {
    const nonce = req.cspNonce;
    const failures: unknown[] = [];
    const context = await pageContext({
      services: options.services,
      country,
      cspNonce: nonce,
      publicUrl: options.publicUrl,
      reportError: (error) => failures.push(error),
      viewer: null,
      readApi: null,
      sendApi: null,
    });
    const response = await handle(toWebRequest(req, options.publicUrl, { shared: address }), context);
    const headers: Record<string, string> = {};
    for (const [key, value] of response.headers) if (key !== 'set-cookie') headers[key] = value;
    let body: Buffer = Buffer.from(await response.arrayBuffer());
    // Thrown, it is neither kept nor sent: the error handler answers 503 (decision 0009).
    const unavailable = failures.find(isDatabaseUnavailable);
    if (unavailable) throw unavailable;
    for (const err of failures) req.log.error({ err }, 'page failed');
    if (headers['content-type']?.startsWith('text/html')) {
      const hashed = hashInlineScripts(body, nonce);
      body = hashed.page;
      headers['content-security-policy'] = options.csp(hashed.hashes);
    }
    const keep = response.status === 200 && failures.length === 0 && response.headers.getSetCookie().length === 0;
    if (keep) headers['cache-control'] = SHARED_CACHE_CONTROL;
    return { status: response.status, headers, body, keep };
  }

  app.register(async (web) => {
    // Pages read their own bodies (form actions), so Fastify leaves the stream untouched.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', (_req, _payload, done) => done(null));
    web.route({
      method: ['GET', 'HEAD', 'POST'],
      url: '/*',
      // Every page is counted under one name: the URLs are the visitors' to choose.
      config: { metricsRoute: 'page' },
      handler: async (req, reply) => {
        if (isApiPath(req.url)) return reply.status(404).send({ message: 'Not found' });
        if (!validPageAddress(req.url)) return reply.status(400).send({ message: 'The address of this request is not valid.' });
        const country = resolveCountry(req.headers, options.countryHeader);
        if (isCataloguePage(req)) {
          const address = catalogueAddress(req.url);
          const requestKey = pageRequestKey(country, address);
          const entry = await catalogCache.get(requestKey, () => render(req, country, address));
          return sendCached(req, reply, entry!, { vary }, { cache: catalogCache, requestKey });
        }
        // Errors met while the page is prepared are held, to answer "database unavailable" with a 503.
        const failures: unknown[] = [];
        let answered = false;
        /** Cookies the page's calls of the API set: they go out with its answer. */
        const setCookies: string[] = [];
        const callApi = callApiAs(req, setCookies);
        const auth = await findAuth(req, sessions);
        const context = await pageContext({
          services: options.services,
          country,
          cspNonce: req.cspNonce,
          publicUrl: options.publicUrl,
          reportError: (error) => {
            if (answered) req.log.error({ err: error }, 'page failed');
            else failures.push(error);
          },
          viewer: auth ? { user: publicUser(auth.user), role: apiRole(auth.user) } : null,
          readApi: (path) => callApi('GET', path),
          sendApi: callApi,
        });
        const response = await handle(toWebRequest(req, options.publicUrl, { reply }), context);
        answered = true;
        for (const err of failures) {
          const reason = databaseUnavailableReason(err);
          if (!reason) continue;
          await response.body?.cancel();
          return answerDatabaseUnavailable(req, reply, err, reason);
        }
        for (const err of failures) req.log.error({ err }, 'page failed');
        // Accounts, cart and checkout: for this visitor's browser only.
        if (!response.headers.has('cache-control')) reply.header('cache-control', 'private, no-cache');
        reply.header('vary', vary);
        return sendWebResponse(reply, response, setCookies);
      },
    });
  });
}
