import type { ReactNode } from 'react';
import { Checkbox, Typography } from 'antd';
import { useMessages, type FormWidgetProps } from '../../../src/runtime/index.js';

/**
 * 'Accept all terms and conditions' (spec/3 §2): the terms in a scrollable box the keyboard can
 * scroll (its paragraphs are message keys in ui:options.paragraphs), then the box to tick.
 */
export function TermsAcceptanceWidget({ id, value, onChange, disabled, readonly, options, rawErrors, label }: FormWidgetProps): ReactNode {
  const t = useMessages();
  const paragraphs = Array.isArray(options.paragraphs) ? options.paragraphs.filter((key): key is string => typeof key === 'string') : [];
  const titleKey = typeof options.titleKey === 'string' ? options.titleKey : undefined;
  const invalid = (rawErrors?.length ?? 0) > 0;
  const boxId = `${id}__terms`;
  return (
    <>
      {paragraphs.length > 0 ? (
        <section className="pb-terms-box" id={boxId} tabIndex={0} aria-label={titleKey ? t(titleKey) : undefined}>
          {titleKey ? <Typography.Title level={3} className="pb-terms-title">{t(titleKey)}</Typography.Title> : null}
          {paragraphs.map((key) => (
            <p key={key}>{t(key)}</p>
          ))}
        </section>
      ) : null}
      <Checkbox
        id={id}
        checked={value === true}
        disabled={disabled || readonly}
        aria-invalid={invalid}
        aria-describedby={`${id}__error`}
        onChange={(event) => onChange(event.target.checked)}
      >
        {label}
      </Checkbox>
    </>
  );
}
