// Seat and spectator tokens are keys: a log line must never hold one. Fastify logs each request's
// URL, and the game's page, its API and its socket all take the token in the query
// (`?token=...`), so the request serializer writes the URL with the token's value replaced.
import type { FastifyRequest, FastifyServerOptions } from "fastify";

/** The URL with the value of every `token` query parameter replaced by `[redacted]`. */
export const redactTokens = (url: string): string =>
  url.replace(/([?&]token=)[^&#]*/gi, "$1[redacted]");

/** What Fastify logs of a request (its own serializer's fields), the URL's tokens redacted. */
function request(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactTokens(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Fastify's logger options with the redacting request serializer (false: no logger). */
export function redactingLogger(
  logger: FastifyServerOptions["logger"],
): FastifyServerOptions["logger"] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: request } };
}
