import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DatabaseUnavailableError, isRetryableConflict } from '../db/failures.js';
import { availability } from '../settings.js';
import { ApiError, type ErrorItem } from './errors.js';
import { textKeyword } from './text-rule.js';

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** JSON pointer of the offending value, naming the property for required/additional errors. */
function pointerOf(part: string, issue: ValidationIssue): string {
  const base = `/${part}${issue.instancePath ?? ''}`;
  const property = issue.params?.missingProperty ?? issue.params?.additionalProperty;
  return typeof property === 'string' ? `${base}/${property}` : base;
}

/**
 * Turns every failure into the platform's error body. Bad input is a 400 that names each wrong
 * field; anything unexpected is a 500 with a generic message and no stack trace.
 */
export function errorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { wwwAuthenticate?: string }, request, reply) => {
    // The database restarting, unreachable, or still deadlocked after the retries: nothing wrong with
    // the request, so 503 and when to try again; the driver's words go to the log, not the member.
    if (error instanceof DatabaseUnavailableError || isRetryableConflict(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', String(availability.retryAfterSeconds))
        .send({ message: 'The service is briefly unavailable. Please try again in a moment.', key: 'server.unavailable', errors: [] });
    }
    if (error instanceof ApiError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(error.statusCode).send(error.toBody());
    }
    if (error.validation) {
      const part = error.validationContext ?? 'body';
      const errors: ErrorItem[] = (error.validation as ValidationIssue[]).map((issue) => ({
        key: issue.keyword === textKeyword ? 'request.text' : `request.${issue.keyword ?? 'invalid'}`,
        message: `${pointerOf(part, issue)} ${issue.message ?? 'is invalid'}`,
        context: { pointer: pointerOf(part, issue), ...(issue.params ?? {}) },
      }));
      return reply.status(400).send({ message: 'The request is not valid.', key: 'request.invalid', errors });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ message: 'The request body is not valid JSON.', key: 'request.malformed', errors: [] });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ message: 'The request body is too large.', key: 'request.too-large', errors: [] });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ message: 'The request body is not valid.', key: 'request.malformed', errors: [] });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ message: 'Too many requests. Try again shortly.', key: 'request.rate-limited', errors: [] });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message, key: 'request.invalid', errors: [] });
    }
    request.log.error({ err: error }, 'unexpected failure');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again later.', key: 'server.error', errors: [] });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}.`, key: 'route.not-found', errors: [] }),
  );
}

/**
 * Fastify's answer to a request it cannot route (a path that is not valid percent-encoded UTF-8,
 * such as a lone surrogate's `%ED%A0%80`, or a parameter longer than the router allows): the platform's error body, like every other 400.
 * Passed as the app's `frameworkErrors` option.
 */
export const frameworkErrorAnswer = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send({ message: 'The request is not valid.', key: error.code === 'FST_ERR_BAD_URL' ? 'request.malformed-url' : 'request.malformed', errors: [] });
};
