/** Reading a request's input with a zod schema: a 400 naming each bad field, and the answer envelope. */
import type { z } from 'zod';
import { formatZodError } from '../../domain/config/format-error';
import { badRequest } from '../errors';

export const parseInput = <T extends z.ZodType>(schema: T, value: unknown): z.infer<T> => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw badRequest(formatZodError(parsed.error, { root: 'body' }));
  }
  return parsed.data;
};

/** A successful answer in the {success, data, message} envelope. */
export const ok = (data: unknown) => ({ success: true, data, message: null });
