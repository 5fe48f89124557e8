import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { WidgetHost } from '../../src/runtime/index.js';
import { apiRoot, fakePlatform, renderWidget, stubResizeObserver, text, widgetConfig } from '../../tests/widget-test-kit.js';
import { monthLabel, recentMonths } from './budget-rules.js';

const budgetsUrl = `${apiRoot}/budget-planner/client-api/v3/budgets`;
const categoriesUrl = `${apiRoot}/transaction-manager/client-api/v2/transactions/categories`;
const path = '/more/budgets';

const server = fakePlatform();
beforeAll(stubResizeObserver);

const [thisMonth = '', lastMonth = ''] = recentMonths('America/Denver', 2);
const usd = (amount: string) => ({ amount, currencyCode: 'USD' });
const period = (month: string) => ({ month, startDate: `${month}-01`, endDate: `${month}-28` });

function budget(id: string, categoryId: number, categoryName: string, limit: string, spent: string, extra: Record<string, unknown> = {}) {
  const available = (Number(limit) - Number(spent)).toFixed(2);
  return {
    id,
    categoryId,
    categoryName,
    spendingLimit: usd(limit),
    spent: usd(spent),
    spentPercentage: Math.round((Number(spent) / Number(limit)) * 1000) / 10,
    available: usd(available),
    overspent: Number(spent) > Number(limit),
    period: period(thisMonth),
    current: true,
    daysLeft: 6,
    leftPerDay: usd(Number(available) > 0 ? (Math.floor((Number(available) * 100) / 6) / 100).toFixed(2) : '0.00'),
    ...extra,
  };
}

type Answer = ReturnType<typeof budget>;

interface Platform {
  budgets: Answer[];
  requests: { method: string; url: URL; body?: unknown }[];
}

/** The budget planner over `state.budgets`; `refuse` answers a write instead when it returns a response. */
function platform(state: Platform, refuse?: () => Response | undefined) {
  server.use(
    http.get(budgetsUrl, ({ request }) => {
      const url = new URL(request.url);
      state.requests.push({ method: 'GET', url });
      const month = url.searchParams.get('month');
      if (!month) return HttpResponse.json(state.budgets);
      return HttpResponse.json(state.budgets.map(({ leftPerDay: _perDay, ...past }) => ({ ...past, spent: usd('402.10'), period: period(month), current: false, daysLeft: 0 })));
    }),
    http.get(categoriesUrl, () =>
      HttpResponse.json([
        { categoryId: 11, externalId: 'dining', categoryName: 'Dining', categoryType: 'EXPENSE' },
        { categoryId: 10, externalId: 'groceries', categoryName: 'Groceries', categoryType: 'EXPENSE' },
        { categoryId: 1, externalId: 'payroll', categoryName: 'Payroll', categoryType: 'INCOME' },
      ]),
    ),
    http.post(budgetsUrl, async ({ request }) => {
      const body = (await request.json()) as { categoryId: number; spendingLimit: { amount: string } };
      state.requests.push({ method: 'POST', url: new URL(request.url), body });
      const refused = refuse?.();
      if (refused) return refused;
      const created = budget(`b-${state.budgets.length + 1}`, body.categoryId, body.categoryId === 10 ? 'Groceries' : 'Dining', body.spendingLimit.amount, '0.00');
      state.budgets.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put(`${budgetsUrl}/:id`, async ({ request, params }) => {
      const body = (await request.json()) as { categoryId: number; spendingLimit: { amount: string } };
      state.requests.push({ method: 'PUT', url: new URL(request.url), body });
      const index = state.budgets.findIndex((entry) => entry.id === params.id);
      const old = state.budgets[index]!;
      state.budgets[index] = budget(old.id, old.categoryId, old.categoryName, body.spendingLimit.amount, old.spent.amount);
      return HttpResponse.json(state.budgets[index]);
    }),
    http.delete(`${budgetsUrl}/:id`, ({ request, params }) => {
      state.requests.push({ method: 'DELETE', url: new URL(request.url) });
      state.budgets = state.budgets.filter((entry) => entry.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

const config = widgetConfig({ budgets: { alertThresholds: [80, 100], limitMaximum: '5000.00' } });
const renderPage = () =>
  renderWidget(<Route path={path} element={<WidgetHost widget="budgets" props={{ historyMonths: 12 }} />} />, { path, config });
/**
 * Picks the option showing `label` in the antd Select `combobox`: these pickers' values are ids
 * (a category id, YYYY-MM), so the option is found by what the member reads, its title.
 */
async function pick(user: UserEvent, combobox: HTMLElement, label: string): Promise<void> {
  await user.click(combobox);
  const option = await waitFor(() => {
    const found = document.getElementById(`${combobox.id}_list`)?.parentElement?.querySelector(`.ant-select-item-option[title="${label}"]`);
    if (!found) throw new Error(`the picker ${combobox.id} shows no ${label}`);
    return found;
  });
  fireEvent.click(option);
}

const rows = () => screen.queryAllByTestId('budget-row');
const rowOf = (category: string) => rows().find((row) => within(row).queryByRole('heading', { name: category })) as HTMLElement;

describe('Budgets', { timeout: 240_000 }, () => {
  it('shows each budget’s spending with its progress, says over budget in words, and past months read-only', async () => {
    platform({ budgets: [budget('b-1', 11, 'Dining', '150.00', '171.25'), budget('b-2', 10, 'Groceries', '400.00', '312.40')], requests: [] });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));

    const groceries = rowOf('Groceries');
    expect(within(groceries).getByText(text('budgets.row.spentOf', { spent: '$312.40', limit: '$400.00' }))).toBeInTheDocument();
    expect(within(groceries).getByRole('progressbar', { name: text('budgets.row.progress', { category: 'Groceries', percent: 78.1 }) })).toBeInTheDocument();
    expect(within(groceries).getByText(`${text('budgets.row.left', { amount: '$87.60' })} · ${text('budgets.row.perDay.other', { amount: '$14.60', days: 6 })}`)).toBeInTheDocument();
    expect(within(groceries).queryByText(text('budgets.row.overTag'))).not.toBeInTheDocument();

    const dining = rowOf('Dining');
    expect(within(dining).getByText(text('budgets.row.overTag'))).toBeInTheDocument();
    expect(within(dining).getByText(text('budgets.row.over', { amount: '$21.25' }))).toBeInTheDocument();

    await pick(user, screen.getByRole('combobox', { name: text('budgets.month.label') }), monthLabel(lastMonth, 'en-US'));
    expect(await screen.findByText(text('budgets.history.notice', { month: monthLabel(lastMonth, 'en-US') }))).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Groceries')).getByText(text('budgets.row.spentOf', { spent: '$402.10', limit: '$400.00' }))).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: text('budgets.add') })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text('budgets.row.editLabel', { category: 'Groceries' }) })).not.toBeInTheDocument();
  });

  it('adds a budget: the field that is wrong says so, and a category that has a budget already is refused on its field', async () => {
    const state: Platform = { budgets: [], requests: [] };
    let refuseOnce = true;
    platform(state, () => {
      if (!refuseOnce) return undefined;
      refuseOnce = false;
      return HttpResponse.json({ message: 'taken', key: 'budget.category.taken', errors: [{ key: 'budget.category.taken', message: 'taken' }] }, { status: 400 });
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(await screen.findByText(text('budgets.empty.title'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text('budgets.add') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(text('budgets.form.createTitle'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: text('budgets.form.save') }));
    expect(await within(dialog).findByText(text('budgets.validation.categoryRequired'))).toBeInTheDocument();
    expect(within(dialog).getByText(text('budgets.validation.amountRequired'))).toBeInTheDocument();

    await pick(user, within(dialog).getByRole('combobox', { name: text('budgets.form.category') }), 'Groceries');
    const amount = within(dialog).getByLabelText(text('budgets.form.amount'));
    await user.type(amount, '50.125');
    expect(await within(dialog).findByText(text('budgets.validation.amountDecimals'))).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '9000');
    expect(await within(dialog).findByText(text('budgets.validation.amountTooHigh', { max: '$5,000.00' }))).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(within(dialog).getByRole('button', { name: text('budgets.form.save') }));
    expect(await within(dialog).findByText(text('budgets.validation.categoryTaken'))).toBeInTheDocument();
    expect(state.requests.filter((request) => request.method === 'POST')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: text('budgets.form.save') }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(state.requests.filter((request) => request.method === 'POST').at(-1)?.body).toEqual({ categoryId: 10, spendingLimit: { amount: '50', currencyCode: 'USD' } });
    expect(within(rowOf('Groceries')).getByText(text('budgets.row.spentOf', { spent: '$0.00', limit: '$50.00' }))).toBeInTheDocument();
  });

  it('changes a budget’s limit, and deletes one after asking', async () => {
    const state: Platform = { budgets: [budget('b-1', 11, 'Dining', '150.00', '171.25'), budget('b-2', 10, 'Groceries', '400.00', '312.40')], requests: [] };
    platform(state);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: text('budgets.row.editLabel', { category: 'Dining' }) }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(text('budgets.form.editTitle', { category: 'Dining' }))).toBeInTheDocument();
    // Groceries has its budget: the picker offers Dining's own category, not Groceries'.
    const category = within(dialog).getByRole('combobox', { name: text('budgets.form.category') });
    await user.click(category);
    const offered = await waitFor(() => {
      const titles = [...(document.getElementById(`${category.id}_list`)?.parentElement?.querySelectorAll('.ant-select-item-option') ?? [])].map((option) => option.getAttribute('title'));
      if (titles.length === 0) throw new Error('the category picker did not open');
      return titles;
    });
    expect(offered).toEqual(['Dining']);
    await user.click(category);
    const amount = within(dialog).getByLabelText(text('budgets.form.amount'));
    expect(amount).toHaveValue('150.00');
    await user.clear(amount);
    await user.type(amount, '200');
    await user.click(within(dialog).getByRole('button', { name: text('budgets.form.save') }));
    await waitFor(() => expect(within(rowOf('Dining')).getByText(text('budgets.row.spentOf', { spent: '$171.25', limit: '$200.00' }))).toBeInTheDocument());
    expect(state.requests.find((request) => request.method === 'PUT')).toMatchObject({ body: { categoryId: 11, spendingLimit: { amount: '200' } } });
    expect(within(rowOf('Dining')).queryByText(text('budgets.row.overTag'))).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text('budgets.row.deleteLabel', { category: 'Groceries' }) }));
    const question = await screen.findByRole('dialog');
    expect(within(question).getByText(text('budgets.delete.title'))).toBeInTheDocument();
    expect(within(question).getByText(text('budgets.delete.body', { category: 'Groceries', limit: '$400.00' }))).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: text('budgets.delete.confirm') }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(state.requests.find((request) => request.method === 'DELETE')?.url.pathname).toMatch(/\/budgets\/b-2$/);
  });
});
