/**
 * Preview mode of the member app: the config studio shows the app in a frame, with a draft
 * configuration (`?preview=<id>` names it) and signed in as the demo member by an access token the
 * studio minted. The token travels only by postMessage between two pages of the same origin, never
 * in the URL, so it does not reach logs, history or the Referer header.
 */

/** Message types between the studio (parent) and the member app in its preview frame. */
export const previewMessages = {
  /** Frame → studio: listening, send the token. */
  ready: 'passbook-preview:ready',
  /** Studio → frame: `{type, accessToken}`; sent on `ready` and again whenever the studio has a fresh one. */
  token: 'passbook-preview:token',
} as const;

export interface PreviewTokenMessage {
  type: typeof previewMessages.token;
  accessToken: string;
}

export function isPreviewTokenMessage(data: unknown): data is PreviewTokenMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, accessToken } = data as Record<string, unknown>;
  return type === previewMessages.token && typeof accessToken === 'string' && accessToken.length > 0;
}

/** Preview ids are the server's unguessable ids: URL-safe characters only, so they go into a URL as they are. */
const previewIdPattern = /^[A-Za-z0-9_-]{8,200}$/;

/**
 * The preview id when this page is a preview: `?preview=<id>` AND shown in a frame. A link with
 * `?preview=` opened on its own is the ordinary app: the token could only come from a parent.
 */
export function previewIdOf(win: Pick<Window, 'location' | 'parent'> & { self: unknown } = window): string | undefined {
  const id = new URLSearchParams(win.location.search).get('preview');
  if (id === null || !previewIdPattern.test(id)) return undefined;
  if (win.parent === win.self) return undefined;
  return id;
}

/** The configuration bundle of a preview. */
export function previewBundleUrl(id: string): string {
  return `/config/bundle?preview=${encodeURIComponent(id)}`;
}

/**
 * Listens for the studio's tokens and asks for one. Only messages from the parent frame on this
 * page's own origin count: any other window or origin could be trying to plant a token.
 * Returns the function that stops listening.
 */
export function listenForPreviewToken(win: Window, onToken: (accessToken: string) => void): () => void {
  const listener = (event: MessageEvent) => {
    if (event.origin !== win.location.origin || event.source !== win.parent) return;
    if (isPreviewTokenMessage(event.data)) onToken(event.data.accessToken);
  };
  win.addEventListener('message', listener);
  win.parent.postMessage({ type: previewMessages.ready }, win.location.origin);
  return () => win.removeEventListener('message', listener);
}

/** The first token the studio sends; rejects when none arrives within `timeoutMs`. */
export function firstPreviewToken(win: Window, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error('The studio sent no preview token.'));
    }, timeoutMs);
    const stop = listenForPreviewToken(win, (token) => {
      clearTimeout(timer);
      stop();
      resolve(token);
    });
  });
}
