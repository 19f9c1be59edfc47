import type { FastifyContextConfig, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { rolesAllow } from '../../domain/admin/access';
import { STAFF_ROLE_NAMES } from '../../domain/admin/roles';
import type { AdminRoute } from '../staff/guard';
import { requestBodyOf, responsesOf } from './bodies';
import { parametersOf } from './parameters';

declare module 'fastify' {
  interface FastifySchema {
    /** Read only by the OpenAPI document: what a route is for, where its schemas cannot say it. */
    description?: string;
    /** The document's tags of a route (by default the first part of its path after `/api/`). */
    tags?: readonly string[];
  }
}

/** An `/api` route as it was registered: its method, path, schemas (zod) and config. */
export interface ApiRoute {
  method: string;
  url: string;
  schema?: FastifySchema;
  config?: FastifyContextConfig;
}

/** A signed-in user's token, either way the API takes it (`server/http/auth.ts`). */
export const SIGNED_IN = [{ bearerAuth: [] }, { sessionCookie: [] }];

/** The part of a back-office route's description that says who may call it. */
function staffNote(roles: readonly string[], secondFactor: boolean) {
  const session = secondFactor
    ? 'once their session has given its second factor (else 403)'
    : 'before their session gives its second factor';
  return `Back office: staff whose role is ${roles.join(', ')} (x-staff-roles), ${session}; another role is answered 403, anyone else 404.`;
}

/**
 * One route's operation: its parameters, body and answers from its schemas; `security` when it
 * needs a signed-in user (its group's `signedIn`, or the back office's guard); for a back-office
 * route, the staff roles the guard lets in, found with the guard's own `rolesAllow`.
 */
export function operationOf(route: ApiRoute, staff: AdminRoute | undefined) {
  const { schema = {}, config = {}, url } = route;
  const signedIn = Boolean(config.signedIn) || staff !== undefined;
  const roles = staff && STAFF_ROLE_NAMES.filter((role) => rolesAllow(staff.roles, role));
  const description = [
    schema.description,
    signedIn && 'Needs a signed-in user (else 401).',
    staff && roles && staffNote(roles, staff.secondFactor),
  ].filter(Boolean);
  const parameters = parametersOf(url, schema.params as z.ZodType | undefined, schema.querystring as z.ZodType | undefined);
  const requestBody = requestBodyOf(schema.body as z.ZodType | undefined, config.multipart, url);
  return {
    tags: schema.tags ?? [url.split('/')[2]!],
    ...(description.length ? { description: description.join(' ') } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf((schema.response ?? {}) as Record<string, z.ZodType>),
    ...(signedIn ? { security: SIGNED_IN } : {}),
    ...(staff ? { 'x-staff-roles': roles, 'x-second-factor': staff.secondFactor } : {}),
  };
}
