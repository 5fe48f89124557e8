import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ThirdPartySources } from './configured-origins.js';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Makes this answer a page of the app: a new style nonce, the one `<style>` source the policy
     * allows besides our own files, and a policy that also lets in the page's third parties.
     * Returns the nonce, for the page to carry.
     */
    pageNonce(sources: ThirdPartySources): string;
  }
}

/** Where browsers send what the policy blocked (csp-reports.ts). */
export const cspReportPath = '/csp-reports';
/** The policy's report-to group name, defined by the Reporting-Endpoints header. */
const reportGroup = 'csp-endpoint';


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

/** The policy with `styleSources` as its style-src, for a page reaching `sources`. */
function policyOf(sources: ThirdPartySources): (styleSources: string) => string {
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
  return (styleSources) => `${before}; style-src ${styleSources}${styleExtra ? ` ${styleExtra}` : ''}; ${after}`;
}

/**
 * The Content-Security-Policy of every answer: no inline script and no inline style anywhere.
 * antd (cssinjs) and the rc-components write their styles into <style> elements at run time; the
 * app reads a style nonce from its page (member-app.ts puts it there) and gives it to every style
 * element it creates, so those pass and an injected one does not. The nonce is made, new, for
 * the app's pages, whose policy also names the third parties their tenant's configuration uses
 * (the bill-pay frame, the hand-offs' forms, Google Maps: configured-origins.ts); every other
 * answer (the API's JSON, the sign-in pages, files) carries one policy with no nonce and no third
 * party, so no inline style at all, and costs no random bytes. Style attributes set through the
 * CSSOM (React's `style` prop) are not governed by CSP; only parsed `style="…"` markup is, and
 * none of our pages has any. Set on the raw response, so the sign-in provider's own answers
 * (hijacked from Fastify) carry it too.
 */
export function contentSecurityPolicy(app: FastifyInstance, { publicUrl }: { publicUrl: string }): void {
  const reportingEndpoints = `${reportGroup}="${publicUrl}${cspReportPath}"`;
  const withoutThirdParties = policyOf({ frames: [], formActions: [], googleMaps: false })("'self'");
  // Kept per sources: each tenant's are made once per published version (loadThirdPartySources).
  const policies = new WeakMap<ThirdPartySources, (styleSources: string) => string>();
  app.decorateReply('pageNonce', function pageNonce(this: FastifyReply, sources: ThirdPartySources) {
    let policy = policies.get(sources);
    if (policy === undefined) {
      policy = policyOf(sources);
      policies.set(sources, policy);
    }
    const nonce = randomBytes(16).toString('base64');
    this.raw.setHeader('content-security-policy', policy(`'self' 'nonce-${nonce}'`));
    return nonce;
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('content-security-policy', withoutThirdParties);
    reply.raw.setHeader('reporting-endpoints', reportingEndpoints);
  });
}
