import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import pocketsConfig from '../../config/pockets.json';
import { WidgetHost } from '../../src/runtime/index.js';
import { apiRoot, chooseOption, fakePlatform, renderWidget, stubResizeObserver, text, widgetConfig } from '../../tests/widget-test-kit.js';

const pocketsUrl = `${apiRoot}/pocket-tailor/client-api/v2/pockets`;
const ordersUrl = `${apiRoot}/payment-order-service/client-api/v3/payment-orders`;
const arrangementsUrl = `${apiRoot}/arrangement-manager/client-api/v2/productsummary/context/arrangements`;

const account = (id: string, name: string, kindUri: string, available: number) => ({
  id,
  name,
  displayName: name,
  currency: 'USD',
  bookedBalance: available,
  availableBalance: available,
  product: { productKind: { kindUri } },
});
const checking = account('chk', 'Everyday Checking', 'current-account', 1500);
const savings = account('sav', 'Rainy Day Savings', 'savings-account', 300);

const vacation = (balance = '375.00') => ({
  id: 'pocket-1',
  arrangementId: 'arr-pocket-1',
  parentArrangementId: 'sav',
  name: 'Vacation',
  icon: 'CarOutlined',
  goal: { amountCurrency: { amount: '1500.00', currencyCode: 'USD' }, deadline: '2099-06-30', progress: Math.floor((Number(balance) * 100) / 1500) },
  balance: { amount: balance, currencyCode: 'USD' },
});

const server = fakePlatform();
beforeAll(stubResizeObserver);

interface Platform {
  pockets: ReturnType<typeof vacation>[];
  sent: { path: string; body: Record<string, unknown> }[];
}

/** The platform as the page meets it: the member's accounts, their pockets, and every POST recorded. */
function platform(state: Platform, answerCreate?: () => Response) {
  const record = async (path: string, request: Request) => {
    const body = (await request.json()) as Record<string, unknown>;
    state.sent.push({ path, body });
    return body;
  };
  server.use(
    http.get(arrangementsUrl, () => HttpResponse.json([checking, savings])),
    http.get(pocketsUrl, () => HttpResponse.json({ pockets: state.pockets })),
    http.post(pocketsUrl, async ({ request }) => {
      await record('create', request);
      return answerCreate ? answerCreate() : HttpResponse.json(vacation('0.00'), { status: 201 });
    }),
    http.post(`${pocketsUrl}/closed`, async ({ request }) => {
      const body = await record('close', request);
      state.pockets = state.pockets.filter((pocket) => pocket.id !== body.id);
      return HttpResponse.json({ id: body.id, returned: { amount: '375.00', currencyCode: 'USD' }, arrangementId: body.arrangementId });
    }),
    http.post(`${ordersUrl}/validate`, async ({ request }) => {
      await record('validate', request);
      return HttpResponse.json({ id: 'validated-1', warnings: [], canApprove: true });
    }),
    http.post(ordersUrl, async ({ request }) => {
      await record('submit', request);
      state.pockets = [vacation('475.00')];
      return HttpResponse.json({ id: 'validated-1', status: 'PROCESSED', bankStatus: 'PROCESSED' }, { status: 202 });
    }),
  );
}

function renderPage() {
  return renderWidget(
    <Route
      path="/pockets"
      element={
        <>
          <h1>{text('route.pockets.title')}</h1>
          <WidgetHost widget="pockets" props={{}} />
        </>
      }
    />,
    {
      path: '/pockets',
      config: widgetConfig({ pockets: pocketsConfig }),
      facts: { permissions: [{ resource: 'PersonalFinanceManagement', function: 'ManagePockets', permissions: { view: true, create: true, edit: true, delete: true } }], flags: {} },
    },
  );
}

const card = async (name: string) => within(await screen.findByRole('region', { name }));

describe('Pockets', { timeout: 240_000 }, () => {
  it('shows each pocket with its balance, goal, progress and date', async () => {
    platform({ pockets: [vacation()], sent: [] });
    renderPage();
    const vacationCard = await card('Vacation');
    expect(vacationCard.getByText(text('pockets.card.balance', { balance: '$375.00' }))).toBeInTheDocument();
    expect(vacationCard.getByText(text('pockets.card.goal', { goal: '$1,500.00' }))).toBeInTheDocument();
    expect(vacationCard.getByRole('progressbar', { name: text('pockets.card.progress', { name: 'Vacation', percent: 25 }) })).toHaveAttribute('aria-valuenow', '25');
    expect(vacationCard.getByText(text('pockets.card.deadline', { date: 'Jun 30, 2099' }))).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('puts the platform’s refusal of a name on the name field, in the configured words', async () => {
    const state: Platform = { pockets: [], sent: [] };
    const taken = { key: 'pockets.name.taken', message: 'Another pocket has this name.', context: { pointer: '/name' } };
    platform(state, () => HttpResponse.json({ message: taken.message, key: taken.key, errors: [taken] }, { status: 400 }));
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(await screen.findByText(text('pockets.list.empty'))).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: text('pockets.create.submit') });
    await user.click(submit);
    expect(await screen.findByText(text('pockets.create.name.required'))).toBeInTheDocument();
    expect(state.sent).toEqual([]);

    await user.type(screen.getByLabelText(text('pockets.create.name')), 'Vacation');
    await user.type(screen.getByLabelText(text('pockets.create.goal')), '1500');
    await user.click(submit);
    expect(await screen.findByText(text('pockets.name.taken'))).toBeInTheDocument();
    // The only savings account is chosen for the member; the icon starts as the configured default.
    expect(state.sent).toEqual([
      { path: 'create', body: { name: 'Vacation', icon: pocketsConfig.defaultIcon, parentArrangementId: 'sav', goal: { amountCurrency: { amount: '1500.00', currencyCode: 'USD' } } } },
    ]);
  });

  it('changes a pocket’s name and removes its goal when the amount is emptied', async () => {
    const withoutDate = { ...vacation(), goal: { amountCurrency: { amount: '1500.00', currencyCode: 'USD' }, progress: 25 } };
    const state: Platform = { pockets: [withoutDate as ReturnType<typeof vacation>], sent: [] };
    platform(state);
    server.use(
      http.put(`${pocketsUrl}/:id`, async ({ request, params }) => {
        state.sent.push({ path: `update ${String(params.id)}`, body: (await request.json()) as Record<string, unknown> });
        return HttpResponse.json(withoutDate);
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click((await card('Vacation')).getByRole('button', { name: text('pockets.card.editLabel', { name: 'Vacation' }) }));
    const form = within(await screen.findByRole('form', { name: text('pockets.edit.label', { name: 'Vacation' }) }));
    const name = form.getByLabelText(text('pockets.create.name'));
    await user.clear(name);
    await user.click(form.getByRole('button', { name: text('pockets.edit.submit') }));
    expect(await form.findByText(text('pockets.create.name.required'))).toBeInTheDocument();
    expect(state.sent).toEqual([]);

    await user.type(name, 'Summer trip');
    await user.clear(form.getByLabelText(text('pockets.create.goal')));
    await user.click(form.getByRole('button', { name: text('pockets.edit.submit') }));
    expect(await screen.findByText(text('pockets.edit.done', { name: 'Summer trip' }))).toBeInTheDocument();
    // A request without a goal removes it (pocket-tailor's PocketUpdate); the icon stays as it was.
    expect(state.sent).toEqual([{ path: 'update pocket-1', body: { name: 'Summer trip', icon: 'CarOutlined' } }]);
  });

  it('adds money by a reviewed payment order, submitted with the reviewed id, and shows the new balance', async () => {
    const state: Platform = { pockets: [vacation()], sent: [] };
    platform(state);
    const user = userEvent.setup({ delay: null });
    renderPage();
    const vacationCard = await card('Vacation');
    await user.click(vacationCard.getByRole('button', { name: text('pockets.card.addLabel', { name: 'Vacation' }) }));
    await chooseOption(user, vacationCard.getByLabelText(text('pockets.add.account')), text('pockets.account.choice', { name: 'Everyday Checking', balance: '$1,500.00' }));
    await user.type(vacationCard.getByLabelText(text('pockets.amount.label')), '100');
    await user.click(vacationCard.getByRole('button', { name: text('pockets.add.submit') }));

    const review = await screen.findByRole('region', { name: text('pockets.add.review.title') });
    expect(review).toHaveTextContent('Everyday Checking');
    expect(review).toHaveTextContent('$100.00');
    await user.click(within(review).getByRole('button', { name: text('pockets.add.review.confirm') }));
    expect(await screen.findByText(text('pockets.add.done', { amount: '$100.00', account: 'Everyday Checking', pocket: 'Vacation' }))).toBeInTheDocument();

    const [validate, submit] = state.sent;
    expect(validate?.body).toMatchObject({
      paymentType: 'INTERNAL_TRANSFER',
      paymentMode: 'SINGLE',
      originatorAccount: { identification: { identification: 'chk', schemeName: 'ID' } },
      transferTransactionInformation: { instructedAmount: { amount: '100.00', currencyCode: 'USD' }, counterpartyAccount: { identification: { identification: 'arr-pocket-1', schemeName: 'ID' } } },
    });
    expect(submit).toEqual({ path: 'submit', body: { ...validate!.body, id: 'validated-1' } });
    await waitFor(() => expect(vacationCard.getByText(text('pockets.card.balance', { balance: '$475.00' }))).toBeInTheDocument());
  });

  it('closes a pocket after saying where its balance goes', async () => {
    const state: Platform = { pockets: [vacation()], sent: [] };
    platform(state);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click((await card('Vacation')).getByRole('button', { name: text('pockets.card.closeLabel', { name: 'Vacation' }) }));
    const question = await screen.findByRole('dialog', { name: text('pockets.close.title', { name: 'Vacation' }) });
    const words = { name: 'Vacation', balance: '$375.00', account: 'Rainy Day Savings' };
    expect(question).toHaveTextContent(text('pockets.close.text', words));
    await user.click(within(question).getByRole('button', { name: text('pockets.close.confirm') }));
    expect(await screen.findByText(text('pockets.close.done', words))).toBeInTheDocument();
    expect(state.sent).toEqual([{ path: 'close', body: { id: 'pocket-1', arrangementId: 'sav' } }]);
    expect(await screen.findByText(text('pockets.list.empty'))).toBeInTheDocument();
  });
});
