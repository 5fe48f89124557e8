import type { FastifyInstance } from 'fastify';

/** A browser's reports are small; a batch of them stays well under this. */
const reportBodyLimit = 16 * 1024;
const text = { type: 'string', maxLength: 2048 } as const;
const line = { type: 'integer', minimum: 0 } as const;

/** The fields we read of a report-uri report (application/csp-report, CSP Level 2). */
const legacyReport = {
  type: 'object',
  required: ['csp-report'],
  properties: {
    'csp-report': {
      type: 'object',
      properties: {
        'document-uri': text,
        'blocked-uri': text,
        'effective-directive': text,
        'violated-directive': text,
        'source-file': text,
        'line-number': line,
        disposition: text,
      },
    },
  },
} as const;

/** The fields we read of a Reporting API batch (application/reports+json, report-to). */
const reportingBatch = {
  type: 'array',
  maxItems: 20,
  items: {
    type: 'object',
    required: ['type', 'body'],
    properties: {
      type: text,
      body: {
        type: 'object',
        properties: {
          documentURL: text,
          blockedURL: text,
          effectiveDirective: text,
          sourceFile: text,
          lineNumber: line,
          disposition: text,
        },
      },
    },
  },
} as const;

interface Violation {
  document?: string;
  blocked?: string;
  directive?: string;
  sourceFile?: string;
  line?: number;
  disposition?: string;
}

type LegacyReport = { 'csp-report': Record<string, string | number | undefined> };
type ReportingBatch = { type: string; body: Record<string, string | number | undefined> }[];

/**
 * A URL without its query and fragment: a page's URL can carry a sign-in code or a one-time
 * token, which must not reach a log. 'inline', 'eval' and other keywords pass as they are.
 */
function withoutSecrets(value: string | number | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return `${url.origin}${url.pathname}`;
  } catch {
    return value.split(/[?#]/)[0];
  }
}

const textOf = (value: string | number | undefined) => (typeof value === 'string' ? value : undefined);

function violationOf(body: Record<string, string | number | undefined>, names: Record<keyof Violation, string>): Violation {
  const number = body[names.line];
  return {
    document: withoutSecrets(body[names.document]),
    blocked: withoutSecrets(body[names.blocked]),
    directive: textOf(body[names.directive]),
    sourceFile: withoutSecrets(body[names.sourceFile]),
    line: typeof number === 'number' ? number : undefined,
    disposition: textOf(body[names.disposition]),
  };
}

const legacyNames = {
  document: 'document-uri',
  blocked: 'blocked-uri',
  directive: 'effective-directive',
  sourceFile: 'source-file',
  line: 'line-number',
  disposition: 'disposition',
} as const;
const reportingNames = {
  document: 'documentURL',
  blocked: 'blockedURL',
  directive: 'effectiveDirective',
  sourceFile: 'sourceFile',
  line: 'lineNumber',
  disposition: 'disposition',
} as const;

/**
 * Where browsers report what the Content-Security-Policy blocked (content-security-policy.ts
 * names it in report-uri and report-to): each violation is logged as a warning, with URLs cut to
 * origin and path, so an operator sees a broken page or an injection attempt. Anyone may post
 * here (a browser sends no credentials with a report), so bodies are validated and capped, and
 * the answer is always an empty 204.
 */
export async function cspReports(app: FastifyInstance, options: { path: string }): Promise<void> {
  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string', bodyLimit: reportBodyLimit },
    app.getDefaultJsonParser('error', 'error'),
  );
  app.post(
    options.path,
    { bodyLimit: reportBodyLimit, schema: { body: { oneOf: [legacyReport, reportingBatch] } } },
    async (request, reply) => {
      const body = request.body as LegacyReport | ReportingBatch;
      const violations = Array.isArray(body)
        ? body.filter((report) => report.type === 'csp-violation').map((report) => violationOf(report.body, reportingNames))
        : [violationOf(body['csp-report'], legacyNames)];
      for (const violation of violations) request.log.warn({ cspViolation: violation }, 'content security policy violation');
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );
}
