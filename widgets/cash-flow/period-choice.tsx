import { Button, Input, Radio } from 'antd';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Translate } from '../../src/runtime/index.js';
import { customRangeProblem, type PeriodSetting } from './period.js';

export const customPeriod = 'custom';

interface PeriodChoiceProps {
  readonly periods: readonly PeriodSetting[];
  /** A period id or `custom`. */
  readonly chosen: string;
  readonly customFrom: string;
  readonly customTo: string;
  readonly today: string;
  readonly maxCustomMonths: number;
  readonly onChoose: (choice: { period: string; from?: string; to?: string }) => void;
  readonly t: Translate;
}

/** The configured periods and a custom range; a custom range applies when its two days make sense. */
export function PeriodChoice({ periods, chosen, customFrom, customTo, today, maxCustomMonths, onChoose, t }: PeriodChoiceProps): ReactNode {
  const id = useId();
  const [from, setFrom] = useState(customFrom);
  const [to, setTo] = useState(customTo);
  const [problem, setProblem] = useState<string>();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = customRangeProblem(from, to, today, maxCustomMonths);
    setProblem(found);
    if (!found) onChoose({ period: customPeriod, from, to });
  };
  return (
    <fieldset>
      <legend>{t('cashflow.period.label')}</legend>
      <Radio.Group
        optionType="button"
        value={chosen}
        onChange={(event) => onChoose({ period: String(event.target.value) })}
        options={[
          ...periods.map((period) => ({ value: period.id, label: t(`cashflow.period.${period.id}`) })),
          { value: customPeriod, label: t('cashflow.period.custom') },
        ]}
      />
      {chosen === customPeriod ? (
        <form className="pb-cash-flow-custom" onSubmit={apply} noValidate aria-label={t('cashflow.custom.label')}>
          <label htmlFor={`${id}-from`}>
            {t('cashflow.custom.from')}
            <Input id={`${id}-from`} type="date" value={from} max={today} onChange={(event) => setFrom(event.target.value)} aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-problem` : undefined} />
          </label>
          <label htmlFor={`${id}-to`}>
            {t('cashflow.custom.to')}
            <Input id={`${id}-to`} type="date" value={to} onChange={(event) => setTo(event.target.value)} aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-problem` : undefined} />
          </label>
          <Button htmlType="submit">{t('cashflow.custom.apply')}</Button>
          {problem ? (
            <div id={`${id}-problem`} role="alert" className="pb-cash-flow-error">
              {t(`cashflow.custom.error.${problem}`, { months: maxCustomMonths })}
            </div>
          ) : null}
        </form>
      ) : null}
    </fieldset>
  );
}
