import { previewMessages, type PreviewTokenMessage } from '../platform/index.js';

/** The studio's side of the preview handshake (src/platform/preview.ts is the frame's). */
export function isPreviewReadyMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === previewMessages.ready;
}

export function previewTokenMessage(accessToken: string): PreviewTokenMessage {
  return { type: previewMessages.token, accessToken };
}
