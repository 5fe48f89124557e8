import { Checkbox, Typography } from 'antd';
import type { ReactNode } from 'react';
import { registerFormWidget, type FormWidgetProps } from '../../src/runtime/index.js';

/** What the notification forms hand their widgets (ConfigForm's formContext). */
export interface ChannelsContext {
  /** The channels the recipe specification offers (spec/2 §5: only those are shown). */
  offeredChannels: readonly string[];
  /** Label of each channel, from the message catalogue. */
  channelLabels: Readonly<Record<string, string>>;
  /** Shown when the specification offers none. */
  noChannelsText: string;
}

function contextOf(formContext: unknown): ChannelsContext {
  const context = (formContext ?? {}) as Partial<ChannelsContext>;
  return {
    offeredChannels: context.offeredChannels ?? [],
    channelLabels: context.channelLabels ?? {},
    noChannelsText: context.noChannelsText ?? '',
  };
}

/**
 * The notification channels as checkboxes, only those the specification offers; a channel the
 * recipe has but the credit union no longer offers stays visible (checked) so the member can
 * clear it, and the server's refusal maps onto this field.
 */
export function ChannelsWidget({ id, label, value, onChange, options, registry, disabled, readonly }: FormWidgetProps): ReactNode {
  const { offeredChannels, channelLabels, noChannelsText } = contextOf(registry.formContext);
  const chosen = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  const shown = (options.enumOptions ?? [])
    .map((option) => String(option.value))
    .filter((channel) => offeredChannels.includes(channel) || chosen.includes(channel));
  if (shown.length === 0) return <Typography.Text id={id} type="secondary">{noChannelsText}</Typography.Text>;
  return (
    <div id={id} role="group" aria-label={label}>
      <Checkbox.Group
        value={chosen}
        disabled={disabled || readonly}
        options={shown.map((channel) => ({ value: channel, label: channelLabels[channel] ?? channel }))}
        onChange={(next) => onChange(shown.filter((channel) => next.includes(channel)))}
      />
    </div>
  );
}

registerFormWidget('notification-channels', ChannelsWidget);
