/**
 * Gives the page's CSP style nonce to every <style> element the page's scripts create, so the
 * Content-Security-Policy can refuse every inline style ('unsafe-inline' nowhere) and still let
 * the app style itself. The server writes a fresh nonce into each page it serves
 * (`<meta property="csp-nonce">`, server/src/member-app.ts).
 *
 * Why at document.createElement and not only antd's ConfigProvider `csp`: antd's cssinjs takes a
 * nonce, but the rc-components under antd's Modal and Drawer (@rc-component/portal's scroll
 * locker, @rc-component/util's scrollbar measure) create style elements without one. A nonce
 * guards against injected markup, not against our own scripts, so giving it to whatever style
 * element our scripts create grants nothing a script could not already do.
 */
export function nonceStyleElements(doc: Document = document): void {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (!nonce) return;
  const create = doc.createElement;
  doc.createElement = function createElement(this: Document, ...args: Parameters<Document['createElement']>) {
    const element = create.apply(this, args);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  } as Document['createElement'];
}
