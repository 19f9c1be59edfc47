/**
 * The 400 body of input that fails one rule: the message names the field ('email: …') and
 * `fields` holds the same message under that field ('_' when the input as a whole is wrong).
 */
export function invalidBody(message: string): { message: string; fields: Record<string, string> } {
  const named = /^([\w.-]+): (.+)$/s.exec(message);
  return { message, fields: named ? { [named[1]!]: named[2]! } : { _: message } };
}
