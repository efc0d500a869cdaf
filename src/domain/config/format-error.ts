import type { z } from 'zod';

/** A zod error as one readable sentence naming each failing path. */
export const formatZodError = (error: z.ZodError) =>
  error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'config'}: ${issue.message}`)
    .join('; ') + (error.issues.length > 5 ? ` (and ${error.issues.length - 5} more)` : '');
