import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * A route's zod schema in OpenAPI 3.1's words, JSON Schema 2020-12: `input` for what a client sends
 * (before defaults and transforms, as the validator receives it), `output` for what the route
 * answers. The serializer compiles the same answer schemas in OpenAPI 3.0's form (`nullable`), which
 * 3.1 no longer has (`validate.ts`).
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'throw' }) as JsonSchema;
  // Shared definitions would be looked up at the document's root, where they are not.
  if ('$defs' in json) throw new Error('A route schema with shared definitions ($defs) cannot be placed in the OpenAPI document.');
  return json;
}
