import type { z } from 'zod';

/**
 * The parts a multipart route reads by hand: its text fields, parsed with `fields` as any body is
 * (`parse`), and its file fields, those in `required` refused when missing. The route declares it
 * as `config.multipart` and its handler reads the same declaration, so the API's description of the
 * form is the form the handler reads.
 */
export interface MultipartForm<F extends z.ZodType = z.ZodType> {
  fields?: F;
  files: readonly string[];
  required?: readonly string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The form of a route whose body is multipart/form-data. */
    multipart?: MultipartForm;
  }
}
