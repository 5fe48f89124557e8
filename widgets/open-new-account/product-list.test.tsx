import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractAnswer } from '../../tests/contract-fixtures.js';
import { fakePlatform, stubResizeObserver, text } from '../../tests/widget-test-kit.js';
import { location, newSent, openingConfig, phone, platform, profile, profileUrl, renderOpening } from './opening-test-kit.js';

const server = fakePlatform(() => sessionStorage.clear());
beforeAll(stubResizeObserver);

const cards = () => screen.getAllByRole('listitem').filter((item) => item.querySelector('iframe') !== null);
const frameOf = (product: string) => screen.getByTitle(text('openAccount.products.frameTitle', { product }));

describe('Open a New Account: categories', () => {
  it("says 'Let's make this easy' and offers Spending and Savings, each leading to its products, with the phone", async () => {
    server.use(...platform(newSent()));
    const user = userEvent.setup();
    renderOpening('/open-new-account/list');
    expect(await screen.findByRole('heading', { level: 2, name: text('openAccount.categories.title') })).toBeInTheDocument();
    const spending = screen.getByRole('link', { name: new RegExp(`^${text('openAccount.categories.spending')}`) });
    const saving = screen.getByRole('link', { name: new RegExp(`^${text('openAccount.categories.savings')}`) });
    expect(spending).toHaveAttribute('href', '/open-new-account/list/spendings');
    expect(saving).toHaveAttribute('href', '/open-new-account/list/savings');
    const call = screen.getByRole('link', { name: phone });
    expect(call).toHaveAttribute('href', 'tel:3035550142');
    await user.click(saving);
    expect(location()).toHaveTextContent('/open-new-account/list/savings');
    expect(await screen.findByRole('heading', { name: text('openAccount.products.savingsTitle') })).toBeInTheDocument();
  });

  it('links the secure messages inbox beside the phone when the route is configured', async () => {
    server.use(...platform(newSent()));
    const user = userEvent.setup();
    renderOpening('/open-new-account/list', openingConfig(), { messagesPath: 'more/messages/inbox/list' });
    await user.click(await screen.findByRole('link', { name: text('openAccount.contact.message') }));
    expect(location()).toHaveTextContent('/more/messages/inbox/list');
  });

  it('offers the loan cards the member may apply for, each Apply opening its application, and no other', async () => {
    server.use(...platform(newSent()));
    const user = userEvent.setup({ delay: null });
    const loanProducts = [
      { titleKey: 'openAccount.loans.autoLoan', textKey: 'openAccount.loans.autoLoanText', path: 'loan-applications/auto-loan', entitlement: 'canApplyForRetailLoan' },
      { titleKey: 'openAccount.loans.mortgage', textKey: 'openAccount.loans.mortgageText', path: 'loan-applications/mortgage', entitlement: 'canApplyForMortgage' },
    ];
    const retailLoansOnly = { permissions: [{ resource: 'Application', function: 'RetailLoan-Application', permissions: { create: true } }], flags: {} };
    renderOpening('/open-new-account/list', openingConfig(), { loanProducts }, retailLoansOnly);
    expect(await screen.findByRole('heading', { level: 2, name: text('openAccount.loans.title') })).toBeInTheDocument();
    expect(screen.queryByText(text('openAccount.loans.mortgage'))).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `${text('openAccount.loans.apply')}: ${text('openAccount.loans.autoLoan')}` }));
    expect(location()).toHaveTextContent('/loan-applications/auto-loan');
  });

  it('forgets a half-finished opening when the member comes back to the list', async () => {
    server.use(...platform(newSent()));
    sessionStorage.setItem('passbook.journey.open-new-account.1', JSON.stringify({ data: { 'accept-terms': { acceptTerms: true } }, results: {} }));
    renderOpening('/open-new-account/list');
    await screen.findByRole('heading', { name: text('openAccount.categories.title') });
    await waitFor(() => expect(sessionStorage.getItem('passbook.journey.open-new-account.1')).toBeNull());
  });
});

describe('Open a New Account: product cards', () => {
  it("titles the spending category 'Spending Products' with one sandboxed marketing frame 350 wide per checking product", async () => {
    server.use(...platform(newSent()));
    renderOpening('/open-new-account/list/spendings');
    expect(await screen.findByRole('heading', { level: 2, name: text('openAccount.products.spendingTitle') })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Open Account: / })).toHaveLength(2));
    expect(cards()).toHaveLength(2);
    for (const product of ['Smart Money Checking', 'Everyday Money']) {
      const frame = frameOf(product);
      expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
      expect(frame.style.width).toBe('350px');
      expect(frame.style.aspectRatio).toBe('1 / 0.809');
    }
    expect(frameOf('Smart Money Checking')).toHaveAttribute('src', '/sandbox/marketing/26');
    expect(screen.queryByTitle(text('openAccount.products.frameTitle', { product: 'Secondary Share' }))).toBeNull();
    expect(screen.getByRole('link', { name: phone })).toBeInTheDocument();
  });

  it("titles the savings category 'Savings Products'; the frame follows the configured width and height ratio", async () => {
    server.use(...platform(newSent()));
    renderOpening('/open-new-account/list/savings', openingConfig(), { frameWidth: 300, frameHeightRatio: 1.2 });
    expect(await screen.findByRole('heading', { name: text('openAccount.products.savingsTitle') })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Open Account: / })).toHaveLength(2));
    const frame = frameOf('Money Market Select');
    expect(frame.style.width).toBe('300px');
    expect(frame.style.aspectRatio).toBe('1 / 1.2');
    expect(frameOf('Secondary Share')).toHaveAttribute('sandbox', 'allow-scripts');
  });

  it("'Open Account' starts the wizard at the product's terms", async () => {
    server.use(...platform(newSent()));
    const user = userEvent.setup();
    renderOpening('/open-new-account/list/savings');
    await user.click(await screen.findByRole('button', { name: 'Open Account: Secondary Share' }));
    // The journey file decides the first step: the wizard's address leads there.
    expect(await screen.findByRole('heading', { name: text('openAccount.terms.title') })).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent('/open-new-account/add-account/1/accept-terms'));
  });

  it('disables a product the member already holds the maximum of, with the limit text and the phone', async () => {
    server.use(...platform(newSent(), { profile: () => contractAnswer('getMyProfile', profile({ btpLimitReached: '26' })) }));
    renderOpening('/open-new-account/list/spendings');
    expect(await screen.findByText(text('openAccount.products.limitReached', { phone }))).toBeInTheDocument();
    const [smart, everyday] = cards() as [HTMLElement, HTMLElement];
    expect(within(smart).getByRole('button', { name: text('openAccount.products.open') })).toBeDisabled();
    expect(within(smart).getByText(`You have reached the limit for accounts of this type. Please contact us at ${phone} for further assistance.`)).toBeInTheDocument();
    expect(within(everyday).getByRole('button', { name: 'Open Account: Everyday Money' })).toBeEnabled();
    expect(within(everyday).queryByRole('alert')).toBeNull();
  });

  it('reads a comma-separated limit list: every product named is disabled', async () => {
    server.use(...platform(newSent(), { profile: () => contractAnswer('getMyProfile', profile({ btpLimitReached: '1,22' })) }));
    renderOpening('/open-new-account/list/savings');
    await waitFor(() => expect(screen.getAllByText(text('openAccount.products.limitReached', { phone }))).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /^Open Account: / })).toBeNull();
  });

  it('disables every product when the profile could not be read, saying it is unable to open the account', async () => {
    server.use(
      http.get(profileUrl, () => HttpResponse.json({ message: 'Internal error', key: 'internal' }, { status: 500 })),
      ...platform(newSent()),
    );
    renderOpening('/open-new-account/list/spendings');
    await waitFor(() => expect(screen.getAllByText(text('openAccount.products.unavailable', { phone }))).toHaveLength(2));
    expect(screen.getAllByText(`We are unable to open this account. Please contact us at ${phone} for further assistance.`)).toHaveLength(2);
    for (const button of screen.getAllByRole('button', { name: text('openAccount.products.open') })) expect(button).toBeDisabled();
  });

  it('disables every product for a member the profile says is not eligible', async () => {
    server.use(...platform(newSent(), { profile: () => contractAnswer('getMyProfile', profile({ eligibleForNewAccount: 'false' })) }));
    renderOpening('/open-new-account/list/savings');
    await waitFor(() => expect(screen.getAllByText(text('openAccount.products.unavailable', { phone }))).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /^Open Account: / })).toBeNull();
  });

  it('says there are no products when the catalogue has none in the category', async () => {
    server.use(...platform(newSent()));
    const config = openingConfig();
    const catalogue = config.products as { products: { category: string }[] };
    catalogue.products = catalogue.products.filter((product) => product.category !== 'Savings');
    renderOpening('/open-new-account/list/savings', config);
    expect(await screen.findByText('There are no products available at this time. Please check back later.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text('openAccount.products.open') })).toBeNull();
  });

  it('shows a loading indicator until the profile says what the member may open', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.get(profileUrl, async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return contractAnswer('getMyProfile', profile());
      }),
      ...platform(newSent()),
    );
    renderOpening('/open-new-account/list/spendings');
    expect(await screen.findByText(text('openAccount.products.loading'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Open Account/ })).toBeNull();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Open Account: / })).toHaveLength(2));
  });
});
