/**
 * Lets the page's own scripts style the page under a CSP that refuses every inline style. It
 * gives the page's CSP style nonce to every <style> element the page's scripts create, so the
 * Content-Security-Policy can refuse every inline style ('unsafe-inline' nowhere) and still let
 * the app style itself. The server writes a fresh nonce into each page it serves
 * (`<meta property="csp-nonce">`, server/src/member-app.ts).
 *
 * Why at document.createElement and not only antd's ConfigProvider `csp`: antd's cssinjs takes a
 * nonce, but the rc-components under antd's Modal and Drawer (@rc-component/portal's scroll
 * locker, @rc-component/util's scrollbar measure) create style elements without one. A nonce
 * guards against injected markup, not against our own scripts, so giving it to whatever style
 * element our scripts create grants nothing a script could not already do.
 *
 * For the same reason a script's `setAttribute('style', …)` becomes the CSSOM's `style.cssText`,
 * which CSP does not govern: rc-textarea measures an auto-sized TextArea with a hidden copy
 * styled that way, and with the attribute refused the copy stayed on the page, visible and
 * focusable. A `style="…"` in injected markup is still refused by the parser.
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
  const view = doc.defaultView;
  if (!view) return;
  const setAttribute = view.Element.prototype.setAttribute;
  view.Element.prototype.setAttribute = function styledByScript(this: Element, name: string, value: string) {
    if (name.toLowerCase() === 'style' && (this instanceof view.HTMLElement || this instanceof view.SVGElement)) {
      this.style.cssText = value;
      return;
    }
    setAttribute.call(this, name, value);
  };
}
