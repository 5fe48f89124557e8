import type { FastifyReply } from 'fastify';
import { cspReportPath } from '../http/content-security-policy.js';
import type { StandInStyles } from './page-shell.js';

/**
 * Headers of the stand-ins' HTML pages: no script at all, the page's own styles only (by their
 * hash, no 'unsafe-inline'), framed by our own origin only (the stand-ins are served by the same
 * server as the app), never cached, and no referrer, so the one-time token in the URL goes nowhere
 * else.
 */
export function standInPageHeaders(reply: FastifyReply, options: { formAction: 'self' | 'none'; styles: StandInStyles }): FastifyReply {
  return reply
    .header(
      'Content-Security-Policy',
      `default-src 'none'; style-src ${options.styles.cspSource}; img-src 'self' data:; frame-ancestors 'self'; base-uri 'none'; form-action '${options.formAction}'; report-uri ${cspReportPath}`,
    )
    .header('X-Frame-Options', 'SAMEORIGIN')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8');
}
