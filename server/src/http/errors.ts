/**
 * The platform's error body: {message, key, errors[]}. Every 4xx and 5xx the sandbox sends has
 * this shape so the app handles a real platform and the sandbox alike.
 */
export interface ErrorItem {
  message: string;
  key: string;
  context?: Record<string, unknown>;
}

export interface ErrorBody {
  message: string;
  key: string;
  errors: ErrorItem[];
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: string,
    message: string,
    readonly errors: ErrorItem[] = [],
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return { message: this.message, key: this.key, errors: this.errors };
  }
}

export const badRequest = (message: string, errors: ErrorItem[] = [], key = 'request.invalid') =>
  new ApiError(400, key, message, errors);
export const forbidden = (message = 'You do not have permission to do this.', key = 'access.forbidden') =>
  new ApiError(403, key, message);
export const notFound = (message = 'Not found.', key = 'resource.not-found') => new ApiError(404, key, message);
export const conflict = (message: string, key = 'resource.conflict') => new ApiError(409, key, message);
