import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type RouterContextProvider, type EntryContext, type HandleErrorFunction } from 'react-router';
import { builtFiles, firstPaintStream } from './lib/first-paint.server';
import { NonceContext } from './lib/nonce';
import { page } from './lib/page-context';

// The server sets each page request's values under this key (server/web/handler.ts).
export { pageContext } from './lib/page-context';

export const streamTimeout = 5_000;

/** Built stylesheets and client entry to inline in production (none in development, where Vite serves them). */
const file = import.meta.env.PROD ? builtFiles(import.meta.url) : () => undefined;

/** Loader, action and render errors go to the server's JSON log (one line each); a closed tab is no error. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  page(context as RouterContextProvider).reportError(error);
};

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = page(loadContext).cspNonce;
  // Crawlers get the whole document at once; browsers get it streamed.
  const readyEvent = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          // Production documents: styles inline, scripts after the first paint (app/lib/first-paint.server.ts).
          const body = import.meta.env.PROD ? firstPaintStream({ file }) : new PassThrough();
          headers.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          if (shellRendered) page(loadContext).reportError(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
