import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatZodError } from './format-error';

const fail = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a failure');
  return parsed.error;
};

describe('formatZodError', () => {
  const schema = z.object({ title: z.string(), size: z.number(), tags: z.array(z.string()) });

  it('names each failing path, joined', () => {
    expect(formatZodError(fail(schema, { title: 1, size: 2, tags: ['a', 3] }))).toBe(
      'title: Invalid input: expected string, received number; tags.1: Invalid input: expected string, received number',
    );
  });

  it('names a failure of the whole value after its root', () => {
    expect(formatZodError(fail(schema, 'text'), { root: 'body' })).toBe('body: Invalid input: expected object, received string');
    expect(formatZodError(fail(schema, 'text'))).toMatch(/^config: /);
  });

  it('says what a record key must be', () => {
    const records = z.record(z.string().regex(/^[a-z]+$/, 'must be lower-case letters'), z.number());
    expect(formatZodError(fail(records, { Bad: 1 }), { root: 'body' })).toBe('Bad: key must be lower-case letters');
  });

  it('keeps the first issues and counts the rest', () => {
    const many = z.array(z.string());
    const message = formatZodError(fail(many, [1, 2, 3, 4, 5, 6, 7]), { limit: 5 });
    expect(message.split('; ')).toHaveLength(5);
    expect(message).toMatch(/^0: .*4: [^;]*\(and 2 more\)$/);
  });

  it('joins with a chosen separator', () => {
    expect(formatZodError(fail(schema, {}), { separator: '\n' }).split('\n')).toHaveLength(3);
  });
});
