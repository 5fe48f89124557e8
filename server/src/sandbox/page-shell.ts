import { createHash } from 'node:crypto';
import { escapeHtml } from '../oidc/pages.js';

/** A stand-in's stylesheet and the CSP source that allows exactly it inline ('sha256-…'). */
export interface StandInStyles {
  css: string;
  cspSource: string;
}

/**
 * A stand-in's styles, allowed by their hash: each stand-in is one self-contained page of a third
 * party, so its few static rules stay inline, and the page's CSP (stand-in-headers.ts) allows
 * that one <style> and no other inline style.
 */
export function standInStyles(css: string): StandInStyles {
  return { css, cspSource: `'sha256-${createHash('sha256').update(css).digest('base64')}'` };
}

/**
 * The HTML document of a stand-in's page: the stand-in's own styles and a body it has already
 * escaped; the title is escaped here.
 */
export function standInDocument(title: string, styles: StandInStyles, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${styles.css}</style></head>
<body>
${body}
</body>
</html>`;
}
