import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * This answer's style nonce, the one `<style>` source the policy allows besides our own files:
     * made on first reading, when it also joins the answer's policy.
     */
    readonly styleNonce: string;
  }
}

/** Where browsers send what the policy blocked (csp-reports.ts). */
export const cspReportPath = '/csp-reports';
/** The policy's report-to group name, defined by the Reporting-Endpoints header. */
const reportGroup = 'csp-endpoint';

export interface PolicySources {
  /** Origins the app frames (the bill-pay provider). */
  frames: readonly string[];
  /** Origins the app's hand-off forms post to (loan servicer, providers' logins). */
  formActions: readonly string[];
  publicUrl: string;
  /** The locator's Google map is configured: Google Maps' sources join the policy. */
  googleMaps: boolean;
}

/**
 * What the Maps JavaScript API loads, per Google's CSP guide: its scripts, tiles, fonts and web
 * workers. Its loader evaluates code, so 'unsafe-eval' comes with it; a credit union that sets a
 * Maps key accepts that (docs/security.md), one without a key never has it.
 */
const googleMapsSources = {
  script: ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com', "'unsafe-eval'", 'blob:'],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com', '*.googleusercontent.com'],
  connect: ['https://*.googleapis.com', '*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  frame: ['*.google.com'],
  worker: ['blob:'],
} as const;

/**
 * The one Content-Security-Policy of every answer: no inline script and no inline style anywhere.
 * antd (cssinjs) and the rc-components write their styles into <style> elements at run time; the
 * app reads a style nonce from its page (member-app.ts puts it there) and gives it to every style
 * element it creates, so those pass and an injected one does not. The nonce is made, new, for
 * the answers that read it (the app's pages); every other answer (the API's JSON, the sign-in
 * pages, files) carries the same policy with no nonce, so no inline style at all, and costs no
 * random bytes. Style attributes set through the CSSOM (React's `style` prop) are not governed by
 * CSP; only parsed `style="…"` markup is, and none of our pages has any. Set on the raw response,
 * so the sign-in provider's own answers (hijacked from Fastify) carry it too.
 */
export function contentSecurityPolicy(app: FastifyInstance, sources: PolicySources): void {
  const maps = sources.googleMaps ? googleMapsSources : undefined;
  const directive = (name: string, ...values: readonly string[]) => [name, ...values].join(' ');
  const before = `default-src 'self'; ${directive('script-src', "'self'", ...(maps?.script ?? []))}`;
  const styleExtra = (maps?.style ?? []).join(' ');
  const after = [
    directive('img-src', "'self'", 'data:', 'blob:', ...(maps?.img ?? [])),
    directive('font-src', "'self'", 'data:', ...(maps?.font ?? [])),
    directive('connect-src', "'self'", ...(maps?.connect ?? [])),
    directive('frame-src', "'self'", ...sources.frames, ...(maps?.frame ?? [])),
    ...(maps ? [directive('worker-src', "'self'", ...maps.worker)] : []),
    "frame-ancestors 'self'",
    directive('form-action', "'self'", ...sources.formActions),
    "object-src 'none'",
    "base-uri 'none'",
    `report-uri ${cspReportPath}`,
    `report-to ${reportGroup}`,
  ].join('; ');
  const reportingEndpoints = `${reportGroup}="${sources.publicUrl}${cspReportPath}"`;
  const policy = (styleSources: string) => `${before}; style-src ${styleSources}${styleExtra ? ` ${styleExtra}` : ''}; ${after}`;
  const withoutNonce = policy("'self'");
  const nonces = new WeakMap<FastifyReply, string>();
  app.decorateReply('styleNonce', {
    getter(this: FastifyReply) {
      let nonce = nonces.get(this);
      if (nonce === undefined) {
        nonce = randomBytes(16).toString('base64');
        nonces.set(this, nonce);
        this.raw.setHeader('content-security-policy', policy(`'self' 'nonce-${nonce}'`));
      }
      return nonce;
    },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('content-security-policy', withoutNonce);
    reply.raw.setHeader('reporting-endpoints', reportingEndpoints);
  });
}
