import type { FastifyInstance, InjectOptions } from 'fastify';

export interface VisitorCall {
  body?: unknown;
  query?: Record<string, string>;
  from?: string;
  host?: string;
}

/**
 * Calls the public services (enrollment, password reset) as a visitor's browser does: no bearer
 * token, the anti-forgery cookie and header. Each call comes from a new address under `subnet`
 * unless `from` says otherwise, so one test's failures never lock another's client.
 */
export function visitor(app: () => FastifyInstance, subnet: string) {
  let clients = 0;
  const newClient = () => `${subnet}.${Math.floor(++clients / 250)}.${clients % 250}`;
  const call = (method: InjectOptions['method'], url: string, { body, query, from = newClient(), host = 'localhost' }: VisitorCall = {}) =>
    app().inject({
      method,
      url,
      ...(query ? { query } : {}),
      ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
      remoteAddress: from,
      cookies: { 'XSRF-TOKEN': 'visitor-xsrf' },
      headers: { host, 'x-xsrf-token': 'visitor-xsrf' },
    });
  return { call, newClient };
}
