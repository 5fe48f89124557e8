import type { ErrorItem } from '../../schemas/api/generated/api-types.js';
import { isRecord } from './json.js';

/** One entry of the platform's error body `{message, key, errors[]}` (the contract's ErrorItem); a platform may leave out its key. */
export type PlatformErrorDetail = Pick<ErrorItem, 'message' | 'context'> & Partial<Pick<ErrorItem, 'key'>>;

/**
 * What went wrong, in the words widgets map to messages. `network` is status 0: the request never
 * got an answer (offline, DNS, CORS, aborted by the server).
 */
export type PlatformErrorKind =
  | 'network'
  | 'bad-request'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'server'
  | 'unavailable'
  | 'unexpected';

export function errorKindOf(status: number): PlatformErrorKind {
  if (status === 0) return 'network';
  if (status === 400 || status === 422) return 'bad-request';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 503) return 'unavailable';
  if (status >= 500) return 'server';
  return 'unexpected';
}

/** A failed call to the platform: the HTTP status (0 when there was no answer) and the platform's error body. */
export class PlatformError extends Error {
  readonly status: number;
  readonly kind: PlatformErrorKind;
  readonly key: string | undefined;
  /** The platform's own words from its error body; undefined when it sent none (the message then names the request). */
  readonly platformMessage: string | undefined;
  readonly errors: readonly PlatformErrorDetail[];
  readonly method: string;
  readonly path: string;
  /** A 401's WWW-Authenticate challenge (RFC 6750, RFC 9470 step-up), as the platform sent it. */
  readonly challenge: string | undefined;

  constructor(options: {
    status: number;
    method: string;
    path: string;
    message?: string;
    key?: string;
    errors?: readonly PlatformErrorDetail[];
    challenge?: string;
    cause?: unknown;
  }) {
    super(options.message ?? `${options.method} ${options.path} failed with status ${options.status}`, {
      cause: options.cause,
    });
    this.name = 'PlatformError';
    this.status = options.status;
    this.kind = errorKindOf(options.status);
    this.key = options.key;
    this.platformMessage = options.message;
    this.errors = options.errors ?? [];
    this.method = options.method;
    this.path = options.path;
    this.challenge = options.challenge;
  }
}

export function isPlatformError(error: unknown): error is PlatformError {
  return error instanceof PlatformError;
}


/** Reads the platform's error body when the answer has one; anything else yields nothing. */
export function readErrorBody(body: unknown): { message?: string; key?: string; errors: PlatformErrorDetail[] } {
  if (!isRecord(body)) return { errors: [] };
  const errors = Array.isArray(body.errors)
    ? body.errors.filter(isRecord).map((entry) => ({
        message: typeof entry.message === 'string' ? entry.message : '',
        key: typeof entry.key === 'string' ? entry.key : undefined,
        context: isRecord(entry.context) ? entry.context : undefined,
      }))
    : [];
  return {
    message: typeof body.message === 'string' ? body.message : undefined,
    key: typeof body.key === 'string' ? body.key : undefined,
    errors,
  };
}
