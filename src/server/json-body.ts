/**
 * The parser of JSON request bodies. As Fastify's own it refuses a `__proto__` key, and a
 * `constructor` key holding a `prototype` (prototype pollution), but it says so: Fastify answers
 * such a body as "not valid JSON", which it is.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

export const INVALID_JSON = "Body is not valid JSON but content-type is set to 'application/json'";
export const EMPTY_JSON = "Body cannot be empty when content-type is set to 'application/json'";
export const PROTOTYPE_KEY = 'The JSON body has a "__proto__" key, or a "constructor" key holding "prototype": keys that change prototypes are refused';

class PrototypeKey extends Error {}

/** Keys spelled out, or escaped (`"\u005f_proto__"`): only such bodies pay for the check of each key. */
const MAY_HAVE_PROTOTYPE_KEY = /__proto__|constructor|\\u/;

const refusePrototypeKeys = (key: string, value: unknown) => {
  if (key === '__proto__' || (key === 'constructor' && value !== null && typeof value === 'object' && Object.hasOwn(value, 'prototype'))) {
    throw new PrototypeKey();
  }
  return value;
};

/** A JSON body's value, or a 400 that says what is wrong with it. */
export const parseJsonBody = (text: string): unknown => {
  if (text.length === 0) throw badRequest(EMPTY_JSON);
  try {
    return MAY_HAVE_PROTOTYPE_KEY.test(text) ? JSON.parse(text, refusePrototypeKeys) : JSON.parse(text);
  } catch (error) {
    throw badRequest(error instanceof PrototypeKey ? PROTOTYPE_KEY : INVALID_JSON);
  }
};

/** Replaces Fastify's JSON parser (same content types, same body limit). */
export const parseJsonBodies = (app: FastifyInstance) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
};
