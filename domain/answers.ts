import { z } from 'zod';

/**
 * The building blocks of the API's answer schemas (`*answers.ts`): every route declares the
 * schema of what it sends, and the server writes each answer from it, so a field the schema does
 * not name never leaves the server. Answer schemas live in files of their own, which the
 * catalogue pages do not import, so zod stays out of their bundles.
 */

/** A refusal or a plain confirmation: `{ message }`; a failed schema adds each field's own message. */
export const errorAnswer = z.object({ message: z.string(), fields: z.record(z.string(), z.string()).optional() });
export const messageAnswer = z.object({ message: z.string() });

/**
 * Bytes the route writes itself (a picture, a CSV file, robots.txt): sent as they are, never
 * through a schema; declared so that every route names what it answers.
 */
export const fileAnswer = z.unknown().meta({ description: 'Bytes written by the route' });

/** `{ data }` around an answer's payload. */
export const dataAnswer = <S extends z.ZodType>(data: S) => z.object({ data });
/** `{ message, data }`: a saved change and what it saved. */
export const savedAnswer = <S extends z.ZodType>(data: S) => z.object({ message: z.string(), data });

/** A page of a back-office list. */
export const pageAnswer = <S extends z.ZodType>(row: S) =>
  z.object({
    data: z.array(row),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    total_capped: z.literal(true).optional(),
  });

type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * A schema for a shape the browser already names as a type in a zod-free file: compiles only when
 * the schema's output and `T` are assignable both ways, so the type and the schema cannot drift.
 * Use: `shapeOf<ProductSummary>()(z.object({ … }))`.
 */
export const shapeOf =
  <T>() =>
  <S extends z.ZodType>(schema: S, ..._mismatch: Mutual<z.output<S>, T> extends true ? [] : [schemaDoesNotMatchType: never]) =>
    schema;
