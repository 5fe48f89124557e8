import { useMemo, useState, type ReactNode } from 'react';
import { Flex, Select } from 'antd';
import { useMessages, useRuntime, type FormWidgetProps } from '../../../src/runtime/index.js';

interface Parts {
  readonly year?: number;
  readonly month?: number;
  readonly day?: number;
}

function partsOf(value: unknown): Parts {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : {};
}

/** Days in a month: February has 29 (a birthday may be the 29th), April, June, September and November 30 (spec/3 §5). */
function daysIn(month: number | undefined): number {
  if (month === undefined) return 31;
  if (month === 2) return 29;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Date of birth as month, day and year pickers (spec/3 §5): the day waits for the month and lists
 * that month's days, the years go back `ui:options.years` (120) from this year. The field's value
 * is the date (yyyy-mm-dd) once all three are chosen.
 */
export function BirthDateWidget({ id, value, onChange, onBlur, disabled, readonly, options, rawErrors, required }: FormWidgetProps): ReactNode {
  const t = useMessages();
  const { config } = useRuntime();
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  const invalid = (rawErrors?.length ?? 0) > 0;
  const years = typeof options.years === 'number' ? options.years : 120;
  const thisYear = new Date().getFullYear();
  const monthNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(config.app.locale, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2000, index, 1))));
  }, [config.app.locale]);

  const choose = (next: Parts) => {
    // A day the new month lacks (31 after choosing April) is chosen again.
    const day = next.day !== undefined && next.day > daysIn(next.month) ? undefined : next.day;
    const settled = { ...next, day };
    setParts(settled);
    onChange(settled.year && settled.month && settled.day ? `${settled.year}-${pad(settled.month)}-${pad(settled.day)}` : undefined);
  };

  if (readonly) {
    const date = partsOf(value);
    return <span id={id}>{date.year ? `${monthNames[(date.month ?? 1) - 1]} ${date.day}, ${date.year}` : ''}</span>;
  }
  // Not virtual: every option is in the page for a screen reader (and a short list needs no windowing).
  const common = { virtual: false, disabled, status: invalid ? ('error' as const) : undefined, 'aria-invalid': invalid, 'aria-required': required, onBlur: () => onBlur(id, value) };
  return (
    <Flex gap="small" wrap className="pb-birth-date">
      <Select
        {...common}
        id={id}
        aria-label={t('enrollment.birthDate.month')}
        placeholder={t('enrollment.birthDate.month')}
        value={parts.month}
        options={monthNames.map((name, index) => ({ value: index + 1, label: name }))}
        onChange={(month: number) => choose({ ...parts, month })}
        style={{ width: 150 }}
      />
      <Select
        {...common}
        id={`${id}-day`}
        disabled={disabled || parts.month === undefined}
        aria-label={t('enrollment.birthDate.day')}
        placeholder={t('enrollment.birthDate.day')}
        value={parts.day}
        options={Array.from({ length: daysIn(parts.month) }, (_, index) => ({ value: index + 1, label: String(index + 1) }))}
        onChange={(day: number) => choose({ ...parts, day })}
        style={{ width: 90 }}
      />
      <Select
        {...common}
        id={`${id}-year`}
        aria-label={t('enrollment.birthDate.year')}
        placeholder={t('enrollment.birthDate.year')}
        value={parts.year}
        options={Array.from({ length: years + 1 }, (_, index) => ({ value: thisYear - index, label: String(thisYear - index) }))}
        onChange={(year: number) => choose({ ...parts, year })}
        style={{ width: 110 }}
      />
    </Flex>
  );
}
