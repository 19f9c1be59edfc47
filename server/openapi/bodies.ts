import { STATUS_CODES } from 'node:http';
import type { z } from 'zod';
import { fileAnswer } from '../../domain/answers';
import type { MultipartForm } from '../http/multipart-form';
import { jsonSchemaOf, type JsonSchema } from './json-schema';

/** A file part of a multipart form: bytes, whose kind the route tells from their first bytes. */
const FILE_PART: JsonSchema = { type: 'string', contentMediaType: 'application/octet-stream' };

/** A multipart form's schema: its text fields' schema, and its file fields beside them. */
function formSchema(form: MultipartForm): JsonSchema {
  const fields = form.fields ? jsonSchemaOf(form.fields, 'input') : { type: 'object', properties: {}, additionalProperties: false };
  const files = Object.fromEntries(form.files.map((name) => [name, FILE_PART]));
  const required = [...((fields.required ?? []) as string[]), ...(form.required ?? [])];
  return { ...fields, properties: { ...(fields.properties as object), ...files }, ...(required.length ? { required } : {}) };
}

/**
 * A route's request body: its `schema.body` as JSON (needed unless the schema accepts none, as
 * `optionalBody` does), or the multipart form it declares (`config.multipart`); none otherwise.
 */
export function requestBodyOf(body: z.ZodType | undefined, form: MultipartForm | undefined, url: string) {
  if (body && form) throw new Error(`${url}: a route reads either a JSON body or a multipart form, not both.`);
  if (body)
    return { required: !body.safeParse(undefined).success, content: { 'application/json': { schema: jsonSchemaOf(body, 'input') } } };
  if (form) return { required: true, content: { 'multipart/form-data': { schema: formSchema(form) } } };
  return undefined;
}

/** A status as OpenAPI writes it: `200`, or a range, `4XX`. */
const statusKey = (status: string) => status.replace(/xx$/, 'XX');
const RANGES: Record<string, string> = { '4XX': 'Refused', '5XX': 'Failed' };

/**
 * A route's answers from `schema.response` (`answers(…)`): each status with the JSON the serializer
 * writes from its schema; a `fileAnswer` is bytes the route writes itself, of whatever type it says.
 */
export function responsesOf(response: Record<string, z.ZodType>) {
  return Object.fromEntries(
    Object.entries(response).map(([status, schema]) => {
      const key = statusKey(status);
      const json = jsonSchemaOf(schema, 'output');
      const description = (json.description as string | undefined) ?? STATUS_CODES[key] ?? RANGES[key] ?? key;
      const mediaType = schema === fileAnswer ? '*/*' : 'application/json';
      return [key, { description, content: { [mediaType]: { schema: json } } }];
    }),
  );
}
