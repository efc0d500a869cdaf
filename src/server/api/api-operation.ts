/**
 * One described route of the public API, and the answers its descriptions share: openapi.ts
 * builds the OpenAPI document from them (data-operations.ts, config-operations.ts and its own).
 */
import { z } from 'zod';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS';

/** A body or an answer by media type; undefined where the content has no schema (files, query results). */
export type Content = Record<string, z.ZodType | undefined>;

export type ApiOperation = {
  method: Method;
  /** The URL as Fastify registers it, `:name` for a path parameter. */
  url: string;
  tag: string;
  summary: string;
  description?: string;
  /** Path parameters, then the query string: object schemas of strings. */
  path?: z.ZodObject;
  query?: z.ZodObject;
  body?: Content;
  /**
   * What the call needs: `csrf` the token of GET /api/auth/session, `user` a signed-in session,
   * `owner` either (a signed-out call makes a config nobody owns). Read-only calls need neither.
   */
  needs?: 'csrf' | 'user' | 'user+csrf' | 'owner';
  /** Answers by status (refusals and failures, in the error envelope, are added to every operation). */
  responses: Record<string, { description: string; content?: Content; headers?: Record<string, string> }>;
};

export const JSON_TYPE = 'application/json';

/** The {success, data, message} envelope of a successful answer. */
const envelope = (data: z.ZodType) => ({ [JSON_TYPE]: z.object({ success: z.literal(true), data, message: z.null().optional() }) });
export const ok = (description: string, data: z.ZodType) => ({ '200': { description, content: envelope(data) } });
export const refusal = z
  .object({ success: z.literal(false), data: z.null(), message: z.string().meta({ description: 'What was wrong, for a person to read' }) })
  .meta({ id: 'Refusal' });
/** An answer refusing the call, in the error envelope. */
export const refused = (description: string) => ({ description, content: { [JSON_TYPE]: refusal } });
/** A refusal the client may try again, after the seconds its Retry-After header says. */
export const retryLater = (description: string) => ({ ...refused(description), headers: { 'retry-after': 'Seconds to wait' } });
