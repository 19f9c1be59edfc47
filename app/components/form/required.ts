import { z } from 'zod';

/**
 * A form whose rule is 'all fields are required' before any format rule: each
 * field must first be filled (spaces alone do not count), then pass its own schema.
 */
export function allRequired<T extends Record<string, z.ZodType<unknown, string>>>(shape: T, message: string) {
  const filled = z.string().refine((value) => value.trim() !== '', { error: message });
  const wrapped = Object.fromEntries(Object.entries(shape).map(([name, schema]) => [name, filled.pipe(schema)]));
  return z.object(wrapped as { [K in keyof T]: z.ZodPipe<typeof filled, T[K]> });
}
