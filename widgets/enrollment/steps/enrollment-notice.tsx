import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Typography } from 'antd';
import jsonLogic from 'json-logic-js';
import { isRecord } from '../../../src/platform/index.js';
import { useMessages, useRuntime, type JourneyStepProps } from '../../../src/runtime/index.js';

/** One alert the file configures: its title, its text, and links (to sign in, to the FAQ). */
interface AlertText {
  readonly titleKey: string;
  readonly textKey?: string;
  readonly links?: readonly { readonly labelKey: string; readonly href: string }[];
}

/** How a refused action is told (spec/3 §8), from the journey file's step props. */
interface NoticeProps {
  /** The action whose refusal this step explains (results.<action>). */
  readonly action?: string;
  /** A line above the form ('Create a username and password …'). */
  readonly introKey?: string;
  /** Its placeholders: name → json-logic over the journey's facts (the username a reset found). */
  readonly introParams?: Readonly<Record<string, unknown>>;
  /** A note under it (the information is only used to validate the account). */
  readonly noteKey?: string;
  /** By the platform's error message: the first entry naming it. */
  readonly byMessage?: readonly (AlertText & { readonly messages: readonly string[] })[];
  /** By HTTP status, before the messages: locked out (429), the server failed (500). */
  readonly byStatus?: Readonly<Record<string, AlertText>>;
  /** A refusal without a message, and one with a message no entry names. */
  readonly noMessage?: AlertText;
  readonly otherMessage?: AlertText;
  /** Shows the platform's own words above the alert (create account), or this key's text when it has none. */
  readonly serverMessageFallbackKey?: string;
  /** After more than `after` refusals on this step, one more alert. */
  readonly repeated?: { readonly after: number; readonly textKey: string };
}

interface Refusal {
  readonly status: number;
  /** The platform's message; none when its answer had none. */
  readonly message: string | undefined;
}

function refusalOf(error: unknown): Refusal {
  if (!isRecord(error)) return { status: 0, message: undefined };
  return {
    status: typeof error.status === 'number' ? error.status : 0,
    // PlatformError's platformMessage (kept through the journey's drafts as plain data).
    message: typeof error.platformMessage === 'string' ? error.platformMessage : undefined,
  };
}

function paramsOf(rules: NoticeProps['introParams'], facts: JourneyStepProps['facts']): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, rule] of Object.entries(rules ?? {})) {
    try {
      const value: unknown = jsonLogic.apply(rule as jsonLogic.RulesLogic, facts);
      if (typeof value === 'string' || typeof value === 'number') params[name] = String(value);
    } catch {
      // The placeholder stays visible rather than the line going.
    }
  }
  return params;
}

function alertFor(refusal: Refusal, notice: NoticeProps): AlertText | undefined {
  const byStatus = notice.byStatus?.[String(refusal.status)] ?? (refusal.status >= 500 ? notice.byStatus?.['500'] : undefined);
  if (byStatus !== undefined) return byStatus;
  if (refusal.message === undefined) return notice.noMessage;
  return notice.byMessage?.find((entry) => entry.messages.includes(refusal.message as string)) ?? notice.otherMessage;
}

/**
 * What stands above an enrollment step's form: its intro and note, and when the step's action was
 * refused, the alert spec/3 §8 gives for it (texts and links from the journey file and the
 * messages). Counts the refusals on this visit, for the extra alert after repeated failures.
 */
export function EnrollmentNotice({ props, facts }: JourneyStepProps): ReactNode {
  const t = useMessages();
  const { config } = useRuntime();
  const notice = props as NoticeProps;
  const result = notice.action === undefined ? undefined : facts.results[notice.action];
  const refusal = result !== undefined && !result.ok ? refusalOf(result.error) : undefined;
  const [refusals, setRefusals] = useState(0);
  // Each new refusal counts once (React's "adjust state while rendering" rather than an effect).
  const [counted, setCounted] = useState(result);
  if (result !== counted) {
    setCounted(result);
    if (result !== undefined && !result.ok) setRefusals((count) => count + 1);
  }
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The member is further down the form: the alert is where they must look now (spec/3 §4).
    if (result !== undefined && !result.ok) top.current?.scrollIntoView?.({ block: 'start' });
  }, [result]);

  const contact = { phone: config.app.phone, email: config.app.email };
  const shown = refusal === undefined ? undefined : alertFor(refusal, notice);
  return (
    <div ref={top} className="pb-enrollment-notice">
      {notice.introKey ? <Typography.Paragraph>{t(notice.introKey, paramsOf(notice.introParams, facts))}</Typography.Paragraph> : null}
      {refusal !== undefined && notice.serverMessageFallbackKey !== undefined ? (
        <Alert type="error" role="alert" title={refusal.message ?? t(notice.serverMessageFallbackKey)} className="pb-enrollment-alert" />
      ) : null}
      {shown !== undefined ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="pb-enrollment-alert"
          title={t(shown.titleKey, contact)}
          description={
            shown.textKey !== undefined || shown.links !== undefined ? (
              <>
                {shown.textKey !== undefined ? <div>{t(shown.textKey, contact)}</div> : null}
                {shown.links?.map((link) => (
                  <a key={link.href} href={link.href} className="pb-enrollment-link">
                    {t(link.labelKey)}
                  </a>
                ))}
              </>
            ) : undefined
          }
        />
      ) : null}
      {notice.repeated !== undefined && refusals > notice.repeated.after ? (
        <Alert type="info" showIcon role="status" className="pb-enrollment-alert" title={t(notice.repeated.textKey, contact)} />
      ) : null}
      {notice.noteKey ? <Typography.Paragraph type="secondary">{t(notice.noteKey)}</Typography.Paragraph> : null}
    </div>
  );
}
