/**
 * Errors Fastify answers outside the routes, hooks and error handler, put in the API's
 * {success, data, message} envelope like every other answer.
 */
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_SECURITY_POLICY } from './security';

/** Errors of the HTTP parser (before Fastify has a request): in the envelope, then the socket closes. */
export const clientErrorHandler = (error: NodeJS.ErrnoException, socket: Socket) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request line and headers are larger than the server accepts']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive']
        : [400, 'Bad Request', 'Malformed HTTP request'];
  const body = JSON.stringify({ success: false, data: null, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
};

export const MAX_PARAM_LENGTH = 100;

/**
 * Answers the router gives before any route or hook runs: a URL it cannot decode (400), a path
 * parameter longer than MAX_PARAM_LENGTH (414). Helmet has not run: its main headers are set here.
 */
export const frameworkError = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? `URL too long: a path segment may have at most ${MAX_PARAM_LENGTH} characters`
      : error.code === 'FST_ERR_BAD_URL'
        ? 'Malformed URL: it has an invalid percent-encoding'
        : error.message;
  return reply
    .status(error.statusCode ?? 400)
    .headers({ 'content-security-policy': CONTENT_SECURITY_POLICY, 'x-content-type-options': 'nosniff' })
    .send({ success: false, data: null, message });
};
