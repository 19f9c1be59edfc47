import crypto from 'node:crypto';
import type { AdminRoute } from '../staff/guard';
import { operationOf, type ApiRoute } from './operation';
import { openApiPath } from './parameters';

export interface DocumentOptions {
  /** Where the shop is served; the document's one server. */
  publicUrl: string;
  /** The session cookie's name on this site (`__Host-` over https). */
  cookieName: string;
}

const DESCRIPTION =
  "Zaron Shop's JSON API, described from the schemas its routes validate and answer with: every route under /api is here. " +
  'Back-office routes (/api/admin/…) name in x-staff-roles the staff roles that may call them; admin may call them all.';

/** How a signed-in user's token may come, as `findAuth` reads it. */
const securitySchemes = (cookieName: string) => ({
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description:
      'For API clients: the access token that POST /api/auth/login and /api/auth/register answer (token.original.access_token). ' +
      'A request that sends an Authorization header is judged by it alone.',
  },
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: cookieName,
    description:
      "For the shop's pages: the HttpOnly cookie that POST /api/auth/session and /api/auth/session/register set. " +
      'A write that carries it from another origin is refused.',
  },
});

/**
 * The OpenAPI 3.1 document of the `/api` routes, in the order they were registered (HEAD, which
 * Fastify answers for each GET, is left out). Its version is a digest of its paths, so it changes
 * exactly when a route or a schema does.
 */
export function openApiDocument(routes: readonly ApiRoute[], staffRoutes: readonly AdminRoute[], options: DocumentOptions) {
  const staff = new Map(staffRoutes.map((route) => [`${route.method} ${route.url}`, route]));
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const operations = (paths[openApiPath(route.url)] ??= {});
    operations[route.method.toLowerCase()] = operationOf(route, staff.get(`${route.method} ${route.url}`));
  }
  const version = crypto.createHash('sha256').update(JSON.stringify(paths)).digest('hex').slice(0, 12);
  return {
    openapi: '3.1.1',
    info: { title: 'Zaron Shop API', version, description: DESCRIPTION },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: options.publicUrl }],
    paths,
    components: { securitySchemes: securitySchemes(options.cookieName) },
  };
}
