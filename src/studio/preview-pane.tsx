import { Alert, Flex, Segmented, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../runtime/index.js';
import { isPreviewReadyMessage, previewTokenMessage } from './preview-messages.js';
import type { FileContents, Preview, StudioApi } from './studio-api.js';
import { useStudioText } from './studio-text.js';

/** Widths the member app is previewed at, and how much the frame is scaled down to fit beside the editor. */
export const previewSizes = {
  desktop: { width: 1280, height: 1440, scale: 0.42 },
  phone: { width: 390, height: 844, scale: 0.7 },
} as const;
export type PreviewSize = keyof typeof previewSizes;

/**
 * Where a refreshed preview opens: the page the operator had open in the frame, except the
 * context-selection page. That page leaves the current context out (spec/1 §2), so reopened
 * after a context was chosen it would offer the operator no way on; the start page sends them
 * where a member with that context lands.
 */
export function previewPathAfterRefresh(framePath: string | undefined, contextSelectionPath: string | undefined): string {
  if (framePath === undefined || framePath === 'blank') return '/';
  return contextSelectionPath !== undefined && framePath === `/${contextSelectionPath}` ? '/' : framePath;
}

/** Quiet time after the last edit before a new preview is made. */
const refreshDelayMs = 800;

/**
 * The member app beside the editor, rendered with the DRAFT configuration (`files`: the edited
 * files; the server puts them over the latest version) and signed in as the
 * demo member: each change (after a pause) stores the draft as a preview on the server, and the
 * frame loads the app with `?preview=<id>`. The demo member's token goes to the frame by
 * postMessage when it asks (same origin only), never in its URL.
 */
export function PreviewPane({
  api,
  tenant,
  files,
  contextSelectionPath,
}: {
  api: StudioApi;
  tenant: string;
  files: FileContents;
  /** routes.json's selectContextPath, as the draft has it. */
  contextSelectionPath: string | undefined;
}) {
  const t = useStudioText();
  const [size, setSize] = useState<PreviewSize>('desktop');
  const [preview, setPreview] = useState<Preview>();
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(false);
  const [renewAt, setRenewAt] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  const token = useRef<string>(undefined);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      setLoading(true);
      api.preview(tenant, files).then(
        (made) => {
          if (!current) return;
          token.current = made.accessToken;
          setPreview(made);
          setError(undefined);
          setLoading(false);
        },
        (failure: unknown) => {
          if (!current) return;
          setError(failure instanceof Error ? failure.message : String(failure));
          setLoading(false);
        },
      );
    }, refreshDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, tenant, files, renewAt]);

  // The demo member's token is short-lived: a new preview before it runs out keeps the frame working.
  useEffect(() => {
    if (!preview || !(preview.expiresIn > 0)) return;
    const timer = setTimeout(() => setRenewAt(Date.now()), preview.expiresIn * 800);
    return () => clearTimeout(timer);
  }, [preview]);

  useEffect(() => {
    const answer = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target || event.origin !== window.location.origin) return;
      if (isPreviewReadyMessage(event.data) && token.current) target.postMessage(previewTokenMessage(token.current), window.location.origin);
    };
    window.addEventListener('message', answer);
    return () => window.removeEventListener('message', answer);
  }, []);

  // The page the operator navigated to inside the frame stays open across refreshes.
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    if (!preview) return;
    let framePath: string | undefined;
    try {
      const location = frame.current?.contentWindow?.location;
      if (location && location.origin === window.location.origin) framePath = location.pathname;
    } catch {
      // A frame on another origin (cannot happen with same-origin previews) keeps the start page.
    }
    setSrc(`${previewPathAfterRefresh(framePath, contextSelectionPath)}?preview=${encodeURIComponent(preview.id)}`);
  }, [preview, contextSelectionPath]);

  const { width, height, scale } = previewSizes[size];
  return (
    <Flex vertical gap={8} className="studio-preview" aria-label={t('studio.preview.heading')} role="region">
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Title level={2} className="studio-section-title">
          {t('studio.preview.heading')}
        </Typography.Title>
        {loading && <Spinner size="small" label={t('studio.preview.refreshing')} />}
        <Segmented
          aria-label={t('studio.preview.width')}
          value={size}
          onChange={(value) => setSize(value as PreviewSize)}
          options={[
            { value: 'desktop', label: t('studio.preview.desktop') },
            { value: 'phone', label: t('studio.preview.phone') },
          ]}
        />
      </Flex>
      {error && <Alert type="error" showIcon title={t('studio.preview.failed')} description={error} />}
      <div className="studio-preview-viewport" style={{ width: width * scale, height: height * scale }}>
        {src && (
          <iframe
            ref={frame}
            title={t('studio.preview.frameTitle')}
            src={src}
            data-testid="preview-frame"
            data-size={size}
            style={{ width, height, transform: `scale(${scale})`, transformOrigin: '0 0', border: 0 }}
          />
        )}
      </div>
    </Flex>
  );
}
