import type { z } from 'zod';

export type ZodErrorFormat = {
  /** What an issue at the top level is called: the config, the request body, the query … */
  root?: string;
  /** At most this many issues, then "(and N more)". */
  limit?: number;
  separator?: string;
};

/** One issue after its path; a bad record key says what a key must be. */
const formatIssue = (issue: z.core.$ZodIssue, root: string) =>
  `${issue.path.length ? issue.path.map(String).join('.') : root}: ${issue.code === 'invalid_key' ? `key ${issue.issues[0]?.message}` : issue.message}`;

/**
 * A zod error as readable text naming each failing path: the one format of config loading, the
 * API's 400 answers, the server's settings and the import descriptions.
 */
export const formatZodError = (error: z.ZodError, { root = 'config', limit = Infinity, separator = '; ' }: ZodErrorFormat = {}) =>
  error.issues
    .slice(0, limit)
    .map((issue) => formatIssue(issue, root))
    .join(separator) + (error.issues.length > limit ? ` (and ${error.issues.length - limit} more)` : '');
