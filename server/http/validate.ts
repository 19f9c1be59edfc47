import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { errorAnswer } from '../../domain/answers';
import { HttpError } from './errors';

/** Path of the first string holding a NUL character, which PostgreSQL text cannot store. */
function nulPath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], [...path, i]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      const found = nulPath(v, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** Every issue's message by field path ('_' for the input as a whole); the first issue of a field wins. */
function fieldMessages(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return fields;
}

/**
 * Parses request input with a schema. A failure is a 400 `{ message, fields }`: `message` is
 * the first issue, naming its field ('email: Please enter a valid email address'), and
 * `fields` holds every field's own message, so a form can show each error beside its field.
 * A NUL character in any parsed string is refused too: it would otherwise reach the database
 * and fail there as a 500. Routes do not call it: their schemas run it (`validatorCompiler`);
 * only a multipart form, read by hand, passes its fields here itself.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) {
    const nul = nulPath(result.data);
    if (!nul) return result.data;
    const message = 'contains characters we cannot store';
    if (nul.length === 0) throw new HttpError(400, 'The request contains characters we cannot store', { _: message });
    throw new HttpError(400, `${nul.join('.')}: ${message}`, { [nul.join('.')]: message });
  }
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.');
  throw new HttpError(400, field ? `${field}: ${issue.message}` : issue.message, fieldMessages(result.error.issues));
}

/**
 * Runs a route's `schema.body` / `querystring` / `params` (zod schemas from `domain/`) through
 * `parse`: the handler gets the parsed value, a failure is the same 400 as `parse` throws.
 * Fastify hands a missing body over as null; it is parsed as the undefined it was.
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    try {
      return { value: parse(schema, httpPart === 'body' && data === null ? undefined : data) };
    } catch (error) {
      return { error: error as HttpError };
    }
  };

/**
 * Writes answers with a schema compiled once per schema (fast-json-stringify, from the schema's
 * JSON Schema): only the fields the schema names are written, in the schema's order, and an
 * answer that lacks a required field fails (a 500) instead of reaching the browser incomplete.
 * zod's OpenAPI 3.0 form says `nullable: true` where JSON Schema would say `anyOf [X, null]`,
 * which the compiler writes without a runtime schema check.
 */
const serializers = new WeakMap<z.ZodType, (data: unknown) => string>();
export function serializerFor(schema: z.ZodType): (data: unknown) => string {
  let serialize = serializers.get(schema);
  if (!serialize) {
    serialize = fastJson(z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output', unrepresentable: 'throw' }) as object);
    serializers.set(schema, serialize);
  }
  return serialize;
}

const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => serializerFor(schema);

/**
 * A route's `schema.response`: its success answers by status, and the one error shape
 * `{ message, fields? }` for every 4xx and 5xx (the error handler's).
 */
export const answers = <A extends Record<number, z.ZodType>>(success: A) => ({ ...success, '4xx': errorAnswer, '5xx': errorAnswer });

/** A body that may be left out (a POST that only names its target): none is parsed as `{}`. */
export const optionalBody = <S extends z.ZodType>(schema: S) => z.preprocess((body) => body ?? {}, schema);

/** Types `request.body`, `query` and `params` from a route's zod schemas (their parsed output). */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** A route plugin whose schemas are zod schemas. */
export type ZodRoutes = FastifyPluginAsync<Record<never, never>, RawServerDefault, ZodTypeProvider>;
/** The instance such a plugin gets; a group registered inside it names its instance with this type. */
export type ZodApp = Parameters<ZodRoutes>[0];

/**
 * Route schemas are zod schemas: requests validated by `parse`, answers written from
 * `schema.response`; call once on the root instance, before any route.
 */
export function zodSchemas(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
