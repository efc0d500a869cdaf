/** Reading a request's input with a zod schema: a 400 naming each bad field, and the answer envelope. */
import type { z } from 'zod';
import { badRequest } from '../errors';

export const parseInput = <T extends z.ZodType>(schema: T, value: unknown): z.infer<T> => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw badRequest(parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
  }
  return parsed.data;
};

/** A successful answer in the {success, data, message} envelope. */
export const ok = (data: unknown) => ({ success: true, data, message: null });
