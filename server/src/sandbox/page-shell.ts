import { escapeHtml } from '../oidc/pages.js';

/**
 * The HTML document of a stand-in's page: the stand-in's own styles and a body it has already
 * escaped; the title is escaped here.
 */
export function standInDocument(title: string, styles: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${styles}</style></head>
<body>
${body}
</body>
</html>`;
}
