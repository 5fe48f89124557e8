import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartMonth {
  readonly label: string;
  readonly income: number;
  readonly spending: number;
}

interface MonthChartProps {
  readonly months: readonly ChartMonth[];
  readonly incomeLabel: string;
  readonly spendingLabel: string;
  /** Axis ticks and tooltip amounts, in the credit union's currency and locale. */
  readonly money: (amount: number) => string;
}

/**
 * Income and spending side by side per month. For the eye only: the table beside it carries the
 * same numbers for screen readers, so the drawing is hidden from them, and not focusable (recharts'
 * keyboard layer would put a focus stop inside what is hidden). The bars do not grow in:
 * the figures are there at once, as everywhere else in the app, and for members who reduce motion.
 */
export function MonthChart({ months, incomeLabel, spendingLabel, money }: MonthChartProps): ReactNode {
  return (
    <div className="pb-cash-flow-chart" aria-hidden="true" data-testid="cash-flow-chart">
      <ResponsiveContainer width="100%" height={280}>
        <BarChart data={[...months]} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" />
          <YAxis tickFormatter={money} width={88} />
          <Tooltip formatter={(value) => money(Number(value))} />
          <Legend />
          <Bar dataKey="income" name={incomeLabel} fill="var(--pb-cash-flow-income, #2f7d32)" isAnimationActive={false} />
          <Bar dataKey="spending" name={spendingLabel} fill="var(--pb-cash-flow-spending, #b3261e)" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
