import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.js';

export const antiForgeryCookie = 'XSRF-TOKEN';
export const antiForgeryHeader = 'x-xsrf-token';
const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * The bearer-token APIs the app's scripts call: the client API and the config studio's. Matched
 * against the route the router chose, not the URL as sent: the router decodes the path (so
 * /%61pi/… reaches an /api route) while the raw URL would not start with /api/.
 */
const protectedPrefixes = ['/api/', '/config/studio/'];

const sameToken = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Double-submit anti-forgery protection for the client API and the config studio's API: every
 * response hands out a random token in a cookie the app's script can read; a state-changing
 * /api or /config/studio request must echo it in the X-XSRF-TOKEN header. A page on another
 * origin can make the browser send the cookie but cannot read it, so it cannot forge the header.
 */
export function antiForgery(app: FastifyInstance, options: { secure: boolean }): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[antiForgeryCookie];
    if (!cookie) {
      reply.setCookie(antiForgeryCookie, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        secure: options.secure,
        httpOnly: false,
      });
    }
    // No route (a 404) changes nothing, so there is nothing to protect.
    const route = request.routeOptions.url;
    if (!stateChanging.has(request.method) || route === undefined || !protectedPrefixes.some((prefix) => route.startsWith(prefix))) return;
    const header = request.headers[antiForgeryHeader];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      throw new ApiError(403, 'xsrf.invalid', 'The anti-forgery token is missing or does not match.');
    }
  });
}
