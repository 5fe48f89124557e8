import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A published bundle as it is sent: its JSON, the same gzipped, and the tag that names its content. */
export interface BundleAnswer {
  json: string;
  gzipped: Buffer;
  etag: string;
}

export function bundleAnswerOf(bundle: Record<string, unknown>): BundleAnswer {
  const json = JSON.stringify(bundle);
  return { json, gzipped: gzipSync(json, { level: 9 }), etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` };
}

/** Whether If-None-Match names the answer's tag (a weak tag compares alike, as RFC 9110 §13.1.2 says for GET). */
function alreadyHeld(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Sends the bundle so a browser keeps it and asks each time whether it is still current (no-cache
 * with its tag): a member's page load gets 304 and no body until an operator publishes, and the
 * next page load after a publish gets the new version, as before. Gzipped for the browsers that
 * say they take it: a member on a phone loads a tenth of it.
 */
export function sendBundle(request: FastifyRequest, reply: FastifyReply, answer: BundleAnswer): FastifyReply {
  reply.header('cache-control', 'no-cache').header('etag', answer.etag).header('vary', 'accept-encoding');
  if (alreadyHeld(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.header('content-encoding', 'gzip').send(answer.gzipped);
  return reply.send(answer.json);
}
