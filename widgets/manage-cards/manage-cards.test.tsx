import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import cardsConfig from '../../config/cards.json';
import { WidgetHost } from '../../src/runtime/index.js';
import { apiRoot, fakePlatform, renderWidget, stubResizeObserver, text, widgetConfig } from '../../tests/widget-test-kit.js';

// antd and the lazily loaded widget render slowly in jsdom; give async queries time.
configure({ asyncUtilTimeout: 30_000 });

const base = `${apiRoot}/cards-presentation-service/client-api/v2`;
const cardsPath = '/self-service/manage-cards';
const server = fakePlatform();
beforeAll(stubResizeObserver);

const limits = [{ id: 'atm-daily', channel: 'ATM', frequency: 'DAILY', amount: '500.00', maxAmount: '1000.00', minAmount: '0.00' }];
function card(id: string, name: string, type: 'Debit' | 'Credit', lastFour: string, overrides: Record<string, unknown> = {}) {
  return {
    id, brand: 'VISA', type, name, status: 'ACTIVE', lockStatus: 'UNLOCKED', replacement: { status: 'NOT_REQUESTED' }, holder: { name: 'Jordan Smith' },
    expiryDate: { year: '2028', month: '04' }, currency: 'USD', maskedNumber: `•••• ${lastFour}`, arrangementId: `arr-${id}`, ...overrides,
  };
}

interface Platform {
  cards: ReturnType<typeof card>[];
  notices: { id: string; cardIds: string[]; departureDate: string; arrivalDate: string; destinations: { country: string; region?: string }[]; contactPhone: string }[];
  requests: { method: string; path: string; body?: unknown }[];
}

function platform(state: Platform) {
  const record = async (request: Request) => {
    const body: unknown = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.json();
    state.requests.push({ method: request.method, path: new URL(request.url).pathname.replace('/api/cards-presentation-service/client-api/v2', ''), body });
    return body;
  };
  const find = (id: unknown) => state.cards.find((entry) => entry.id === id)!;
  server.use(
    http.get(`${base}/cards`, () => HttpResponse.json(state.cards)),
    http.get(`${base}/cards/:id`, ({ params }) => HttpResponse.json({ ...find(params.id), limits })),
    http.post(`${base}/cards/:id/lock-status`, async ({ request, params }) => {
      const { lockStatus } = (await record(request)) as { lockStatus: string };
      const { lockReason: _previous, ...entry } = find(params.id) as ReturnType<typeof card> & { lockReason?: string };
      state.cards = state.cards.map((other) => (other.id === entry.id ? { ...entry, lockStatus, ...(lockStatus === 'LOCKED' ? { lockReason: 'MEMBER' } : {}) } : other));
      return HttpResponse.json({ ...find(params.id), limits });
    }),
    http.post(`${base}/cards/:id/replacement`, async ({ request, params }) => {
      const { reason } = (await record(request)) as { reason: string };
      const replaced = { ...find(params.id), status: 'CANCELLED', lockStatus: 'LOCKED', lockReason: reason, replacement: { status: 'ORDERED', cardId: 'card-new' } };
      state.cards = [...state.cards.map((other) => (other.id === params.id ? replaced : other)), card('card-new', replaced.name, 'Debit', '9051', { status: 'INACTIVE' })];
      return HttpResponse.json({ ...replaced, limits });
    }),
    http.post(`${base}/cards/:id/activation`, async ({ request, params }) => {
      const proof = (await record(request)) as { lastFour: string; expiryDate: { year: string; month: string } };
      const entry = find(params.id);
      if (`${proof.expiryDate.month}/${proof.expiryDate.year} ${proof.lastFour}` !== `${entry.expiryDate.month}/${entry.expiryDate.year} ${entry.maskedNumber.slice(-4)}`) {
        const error = { key: 'cards.activation.details-wrong', message: 'The details do not match the card.', context: { attemptsLeft: 2 } };
        return HttpResponse.json({ message: error.message, key: error.key, errors: [error] }, { status: 422 });
      }
      state.cards = state.cards.map((other) => (other.id === entry.id ? { ...entry, status: 'ACTIVE' } : other));
      return HttpResponse.json({ ...find(params.id), limits });
    }),
    http.get(`${base}/travel-notices`, () => HttpResponse.json({ value: state.notices })),
    http.post(`${base}/travel-notices`, async ({ request }) => {
      const body = (await record(request)) as Omit<Platform['notices'][number], 'id'>;
      const notice = { id: `tn-${state.notices.length + 1}`, ...body };
      state.notices.push(notice);
      return HttpResponse.json({ value: notice });
    }),
    http.delete(`${base}/travel-notices/:id`, async ({ request, params }) => {
      await record(request);
      state.notices = state.notices.filter((notice) => notice.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

const page = (props: Record<string, string>) => <WidgetHost widget="manage-cards" props={props} />;
function renderPages(path: string) {
  return renderWidget(
    <>
      <Route path={`${cardsPath}/list`} element={page({ page: 'list' })} />
      <Route path={`${cardsPath}/details/:cardId`} element={page({ page: 'details' })} />
      <Route path={`${cardsPath}/travel-notice/list`} element={page({ page: 'travel-notices' })} />
      <Route path={`${cardsPath}/travel-notice/create`} element={page({ page: 'travel-notice-form' })} />
    </>,
    {
      path,
      dataRouter: true,
      config: widgetConfig({ cards: cardsConfig }),
      facts: { permissions: [{ resource: 'PersonalFinanceManagement', function: 'ManageCards', permissions: { view: true, create: true } }], flags: {} },
    },
  );
}

const location = () => screen.getByTestId('location').textContent;
const debit = () => card('card-debit', 'Everyday Debit Card', 'Debit', '4417');
/** A day `offset` days from today in the member's calendar, as a date input holds it. */
function day(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

describe('Cards', { timeout: 240_000 }, () => {
  it('lists each card with its number, type, status and expiry, and opens its details', async () => {
    const state: Platform = {
      cards: [debit(), card('card-visa', 'Visa Platinum Rewards', 'Credit', '4821', { lockStatus: 'LOCKED', lockReason: 'MEMBER', expiryDate: { year: '2028', month: '11' } }), card('card-mc', 'Cash Back Mastercard', 'Credit', '7730', { status: 'CANCELLED', lockStatus: 'LOCKED', lockReason: 'STOLEN', replacement: { status: 'ORDERED', cardId: 'card-new' } })],
      notices: [],
      requests: [],
    };
    platform(state);
    const user = userEvent.setup({ delay: null });
    renderPages(`${cardsPath}/list`);
    await waitFor(() => expect(screen.getAllByTestId('card-row')).toHaveLength(3));
    const [first, second, third] = screen.getAllByTestId('card-row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Everyday Debit Card •••• 4417');
    expect(first).toHaveTextContent(`${text('cards.type.Debit')} · ${text('cards.expires', { month: '04', year: '28' })}`);
    expect(within(first).getByText(text('cards.status.active'))).toBeInTheDocument();
    expect(within(second).getByText(text('cards.status.locked'))).toBeInTheDocument();
    expect(within(third).getByText(text('cards.status.STOLEN'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('cards.list.travelNotices') })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: text('cards.list.viewLabel', { name: 'Everyday Debit Card', number: '•••• 4417' }) }));
    expect(location()).toBe(`${cardsPath}/details/card-debit`);
    expect(await screen.findByText(text('cards.limit.line', { amount: '$500.00', frequency: text('cards.limit.frequency.DAILY'), maxAmount: '$1,000.00' }))).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: text('cards.details.back') }));
    expect(location()).toBe(`${cardsPath}/list`);
  });

  it('locks and unlocks a card, each after a confirmation', async () => {
    const state: Platform = { cards: [debit()], notices: [], requests: [] };
    platform(state);
    const user = userEvent.setup({ delay: null });
    renderPages(`${cardsPath}/details/card-debit`);
    await user.click(await screen.findByRole('button', { name: text('cards.lock.button') }));
    const question = await screen.findByRole('dialog', { name: text('cards.lock.title') });
    expect(question).toHaveTextContent(text('cards.lock.body', { name: 'Everyday Debit Card', number: '•••• 4417' }));
    expect(state.requests).toEqual([]);
    await user.click(within(question).getByRole('button', { name: text('cards.lock.confirm') }));
    expect(await screen.findByText(text('cards.lock.done'))).toBeInTheDocument();
    expect(state.requests).toEqual([{ method: 'POST', path: '/cards/card-debit/lock-status', body: { lockStatus: 'LOCKED' } }]);
    expect(await screen.findByText(text('cards.details.lockedNote'))).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: text('cards.unlock.button') }));
    await user.click(within(await screen.findByRole('dialog', { name: text('cards.unlock.title') })).getByRole('button', { name: text('cards.unlock.confirm') }));
    expect(await screen.findByText(text('cards.unlock.done'))).toBeInTheDocument();
    expect(state.requests.at(-1)?.body).toEqual({ lockStatus: 'UNLOCKED' });
  });

  it('reports a card stolen once a reason is chosen, and says a replacement is ordered', async () => {
    const state: Platform = { cards: [debit()], notices: [], requests: [] };
    platform(state);
    const user = userEvent.setup({ delay: null });
    renderPages(`${cardsPath}/details/card-debit`);
    await user.click(await screen.findByRole('button', { name: text('cards.report.button') }));
    const question = await screen.findByRole('dialog', { name: text('cards.report.title') });
    await user.click(within(question).getByRole('button', { name: text('cards.report.confirm') }));
    expect(await within(question).findByText(text('cards.report.reasonRequired'))).toBeInTheDocument();
    expect(state.requests).toEqual([]);
    await user.click(within(question).getByLabelText(text('cards.report.reason.STOLEN')));
    await user.click(within(question).getByRole('button', { name: text('cards.report.confirm') }));
    expect(await screen.findByText(text('cards.report.done'))).toBeInTheDocument();
    expect(state.requests).toEqual([{ method: 'POST', path: '/cards/card-debit/replacement', body: { reason: 'STOLEN' } }]);
    expect(await screen.findByText(text('cards.status.STOLEN'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text('cards.lock.button') })).not.toBeInTheDocument();
  });
});

describe('Activating a replacement card', { timeout: 240_000 }, () => {
  it('asks for the last 4 digits and expiry, says when they do not match keeping what was typed, then activates the card', async () => {
    const state: Platform = { cards: [card('card-new', 'Everyday Debit Card', 'Debit', '9051', { status: 'INACTIVE', expiryDate: { year: '2030', month: '11' } })], notices: [], requests: [] };
    platform(state);
    const user = userEvent.setup({ delay: null });
    renderPages(`${cardsPath}/details/card-new`);
    expect(await screen.findByText(text('cards.details.inactiveNote'))).toBeInTheDocument();
    expect(screen.getByText(text('cards.status.inactive'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('cards.activate.button') }));
    const dialog = await screen.findByRole('dialog', { name: text('cards.activate.title') });
    await user.type(within(dialog).getByLabelText(text('cards.activate.lastFour')), '9015');
    await user.type(within(dialog).getByLabelText(text('cards.activate.expiryMonth')), '11');
    await user.type(within(dialog).getByLabelText(text('cards.activate.expiryYear')), '2030');
    await user.click(within(dialog).getByRole('button', { name: text('cards.activate.confirm') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text('cards.activate.wrong', { attemptsLeft: 2 }));
    expect(within(dialog).getByLabelText(text('cards.activate.expiryYear'))).toHaveValue('2030');

    await user.clear(within(dialog).getByLabelText(text('cards.activate.lastFour')));
    await user.type(within(dialog).getByLabelText(text('cards.activate.lastFour')), '9051');
    await user.click(within(dialog).getByRole('button', { name: text('cards.activate.confirm') }));
    expect(await screen.findByText(text('cards.activate.done'))).toBeInTheDocument();
    expect(state.requests.map((request) => request.body)).toEqual([
      { lastFour: '9015', expiryDate: { year: '2030', month: '11' } },
      { lastFour: '9051', expiryDate: { year: '2030', month: '11' } },
    ]);
    expect(await screen.findByRole('button', { name: text('cards.lock.button') })).toBeInTheDocument();
    expect(screen.getByText(text('cards.status.active'))).toBeInTheDocument();
  });
});

describe('Travel notices', () => {
  it('shows the rules’ messages on save, then saves a valid notice and lists it', async () => {
    const state: Platform = { cards: [debit()], notices: [], requests: [] };
    platform(state);
    const user = userEvent.setup({ delay: null });
    renderPages(`${cardsPath}/travel-notice/list`);
    expect(await screen.findByText(text('travel.list.empty'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('travel.list.add') }));
    const save = await screen.findByRole('button', { name: text('travel.form.save') });
    const departure = screen.getByLabelText(text('travel.form.departure'));
    const arrival = screen.getByLabelText(text('travel.form.arrival'));
    fireEvent.change(departure, { target: { value: day(-1) } });
    fireEvent.change(arrival, { target: { value: day(-3) } });
    await user.type(screen.getByLabelText(text('travel.form.phone')), 'call me');
    await user.click(save);
    for (const key of ['travel.validation.cardsRequired', 'travel.validation.countryRequired', 'travel.validation.departurePast', 'travel.validation.arrivalBeforeDeparture', 'travel.validation.phone']) {
      expect(await screen.findByText(text(key))).toBeInTheDocument();
    }
    fireEvent.change(departure, { target: { value: day(5) } });
    fireEvent.change(arrival, { target: { value: day(5 + cardsConfig.travelNotice.maxDays) } });
    await user.click(save);
    expect(await screen.findByText(text('travel.validation.tooLong', { max: cardsConfig.travelNotice.maxDays }))).toBeInTheDocument();
    expect(state.requests).toEqual([]);

    fireEvent.change(arrival, { target: { value: day(12) } });
    await user.click(screen.getByLabelText('Everyday Debit Card •••• 4417'));
    await user.type(screen.getByLabelText(text('travel.form.country')), 'Mexico');
    await user.type(screen.getByLabelText(text('travel.form.region')), 'Oaxaca');
    await user.clear(screen.getByLabelText(text('travel.form.phone')));
    await user.type(screen.getByLabelText(text('travel.form.phone')), '+1 303 555 0142');
    await user.click(save);
    await waitFor(() => expect(location()).toBe(`${cardsPath}/travel-notice/list`));
    expect(state.requests).toEqual([
      { method: 'POST', path: '/travel-notices', body: { cardIds: ['card-debit'], departureDate: day(5), arrivalDate: day(12), destinations: [{ country: 'Mexico', region: 'Oaxaca' }], contactPhone: '+1 303 555 0142' } },
    ]);
    expect(await screen.findByText('Oaxaca, Mexico')).toBeInTheDocument();
  });

  it('asks before leaving a changed form, and cancels a notice after a confirmation', async () => {
    const notice = { id: 'tn-1', cardIds: ['card-debit'], departureDate: day(3), arrivalDate: day(9), destinations: [{ country: 'Japan' }], contactPhone: '+1 303 555 0142' };
    const state: Platform = { cards: [debit()], notices: [notice], requests: [] };
    platform(state);
    const user = userEvent.setup({ delay: null });
    renderPages(`${cardsPath}/travel-notice/create`);
    await user.type(await screen.findByLabelText(text('travel.form.country')), 'Peru');
    await user.click(screen.getByRole('button', { name: text('travel.form.cancel') }));
    await user.click(within(await screen.findByRole('dialog', { name: text('travel.leave.title') })).getByRole('button', { name: text('travel.leave.confirm') }));
    await waitFor(() => expect(location()).toBe(`${cardsPath}/travel-notice/list`));

    const row = await screen.findByTestId('travel-notice-row');
    expect(row).toHaveTextContent(text('travel.list.cards', { cards: 'Everyday Debit Card •••• 4417' }));
    await user.click(within(row).getByRole('button', { name: text('travel.list.cancelLabel', { destinations: 'Japan' }) }));
    await user.click(within(await screen.findByRole('dialog', { name: text('travel.cancel.title') })).getByRole('button', { name: text('travel.cancel.confirm') }));
    expect(await screen.findByText(text('travel.cancel.done'))).toBeInTheDocument();
    expect(state.requests).toEqual([{ method: 'DELETE', path: '/travel-notices/tn-1', body: undefined }]);
    expect(await screen.findByText(text('travel.list.empty'))).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: text('cards.details.back') }));
    expect(location()).toBe(`${cardsPath}/list`);
  });
});
