import type { z } from 'zod';
import { jsonSchemaOf, type JsonSchema } from './json-schema';

/** A Fastify path parameter, `:name`. */
const PATH_PARAMETER = /:([A-Za-z0-9_]+)/g;

/** A route's path as OpenAPI writes it: `/api/product/:slug` → `/api/product/{slug}`. */
export const openApiPath = (url: string) => url.replace(PATH_PARAMETER, '{$1}');

/** The names of a route's path parameters, in their order. */
export const pathParameterNames = (url: string) => [...url.matchAll(PATH_PARAMETER)].map((match) => match[1]!);

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

/** The fields of a params or querystring schema, which must be an object's. */
function fieldsOf(schema: z.ZodType, what: string, url: string) {
  const json = jsonSchemaOf(schema, 'input');
  if (json.type !== 'object' || typeof json.properties !== 'object') throw new Error(`${url}: its ${what} schema must be an object's.`);
  return { properties: json.properties as Record<string, JsonSchema>, required: (json.required ?? []) as string[] };
}

/**
 * A route's parameters, from the schemas it validates: each parameter of its path (from
 * `schema.params`; a field the path does not hold can never be sent), then each field of
 * `schema.querystring`.
 */
export function parametersOf(url: string, params: z.ZodType | undefined, querystring: z.ZodType | undefined): Parameter[] {
  const names = pathParameterNames(url);
  const inPath = params ? fieldsOf(params, 'params', url).properties : {};
  const parameters: Parameter[] = names.map((name) => {
    const schema = inPath[name];
    if (!schema) throw new Error(`${url}: the path parameter ${name} has no schema (schema.params).`);
    return { name, in: 'path', required: true, schema };
  });
  if (querystring) {
    const query = fieldsOf(querystring, 'querystring', url);
    for (const [name, schema] of Object.entries(query.properties))
      parameters.push({ name, in: 'query', required: query.required.includes(name), schema });
  }
  return parameters;
}
