import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../src/platform/index.js';
import { chooseOption, fakePlatform, stubResizeObserver, text } from '../../tests/widget-test-kit.js';
import { afterClickReset, button, checking, draft, heading, loan, location, newSent, openingConfig, platform, renderOpening, repositoryJourney, savings, visa } from './opening-test-kit.js';

const server = fakePlatform(() => sessionStorage.clear());
beforeAll(stubResizeObserver);

/** The Courtesy Pay disclosure counts as read after this long in the test copy of the journey. */
const quickJourney = () => {
  const journey = repositoryJourney();
  const courtesyPay = journey.steps.find((step) => step.id === 'courtesy-pay');
  if (courtesyPay?.props === undefined) throw new Error('the journey has no Courtesy Pay step with props');
  courtesyPay.props.reviewDelayMs = 50;
  return journey;
};

describe('wizard: Accept Terms & Conditions', () => {
  it("shows the product's documents and refuses NEXT until the terms box is ticked ('Required field.')", async () => {
    server.use(...platform(newSent()));
    const user = userEvent.setup();
    renderOpening('/open-new-account/add-account/1/accept-terms');
    expect(await heading('openAccount.terms.title')).toBeInTheDocument();
    const documents = ['Account Agreement', 'Savings Rates', 'Fee Schedule', 'Electronic Disclosure and Consent'];
    for (const name of documents) expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Account Agreement' })).toHaveAttribute('href', 'https://www.frontrange.example/disclosures/account-agreement.pdf');
    // Savings products have no Courtesy Pay disclosure.
    expect(screen.queryByRole('link', { name: text('openAccount.terms.courtesyPayDisclosure') })).toBeNull();
    expect(await button('journey.back')).toBeEnabled();

    await user.click(await button('journey.next'));
    expect(await screen.findByText('Required field.')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/open-new-account/add-account/1/accept-terms');

    await user.click(screen.getByRole('checkbox', { name: "By creating an account, you agree with the provider's terms & conditions" }));
    await user.click(await button('journey.next'));
    // A savings product skips Courtesy Pay.
    expect(await heading('openAccount.fundingInfo.title')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/open-new-account/add-account/1/funding-info');
  });

  it('BACK from the terms returns to the product list', async () => {
    server.use(...platform(newSent()));
    const user = userEvent.setup();
    renderOpening('/open-new-account/add-account/1/accept-terms');
    await heading('openAccount.terms.title');
    await user.click(await button('journey.back'));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/open-new-account\/list$/));
  });

  it('an unknown step or product goes back to the product list', async () => {
    server.use(...platform(newSent()));
    renderOpening('/open-new-account/add-account/1/no-such-step');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/open-new-account\/list$/));
    expect(await heading('openAccount.categories.title')).toBeInTheDocument();
  });

  it('an unknown product goes back to the product list', async () => {
    server.use(...platform(newSent()));
    renderOpening('/open-new-account/add-account/999/accept-terms');
    expect(await heading('openAccount.categories.title')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/open-new-account\/list$/);
  });
});

describe('wizard: Courtesy Pay (checking only)', () => {
  it('refuses NEXT until the disclosure was opened and reviewed; opt-in ticks both boxes, unticking both is refused, opt-out clears and locks them', async () => {
    server.use(...platform(newSent()));
    const user = userEvent.setup();
    renderOpening('/open-new-account/add-account/13/accept-terms', openingConfig(quickJourney()));
    await heading('openAccount.terms.title');
    // The checking product's terms include the Courtesy Pay disclosure.
    expect(screen.getByRole('link', { name: text('openAccount.terms.courtesyPayDisclosure') })).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: text('openAccount.terms.accept') }));
    await user.click(await button('journey.next'));

    expect(await heading('openAccount.courtesyPay.title')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/open-new-account/add-account/13/courtesy-pay');
    const optIn = screen.getByRole('radio', { name: text('openAccount.courtesyPay.optIn') });
    const optOut = screen.getByRole('radio', { name: text('openAccount.courtesyPay.optOut') });
    const debit = screen.getByRole('checkbox', { name: 'Debit Card Transactions' });
    const ach = screen.getByRole('checkbox', { name: 'Draft/ACH Transactions' });
    // Opt-out is the default, and nothing can be chosen before the disclosure is read.
    expect(optOut).toBeChecked();
    expect(optIn).toBeDisabled();
    expect(debit).toBeDisabled();

    await afterClickReset();
    await user.click(await button('journey.next'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please review courtesy pay disclosure');
    expect(location()).toHaveTextContent('/courtesy-pay');

    const disclosure = screen.getByRole('link', { name: text('openAccount.terms.courtesyPayDisclosure') });
    expect(disclosure).toHaveAttribute('href', 'https://www.frontrange.example/disclosures/courtesy-pay.pdf');
    await user.click(disclosure);
    expect(await screen.findByText(text('openAccount.courtesyPay.reviewed'))).toBeInTheDocument();
    await waitFor(() => expect(optIn).toBeEnabled());
    expect(screen.queryByText('Please review courtesy pay disclosure')).toBeNull();

    await user.click(optIn);
    expect(debit).toBeChecked();
    expect(ach).toBeChecked();
    expect(debit).toBeEnabled();
    expect(ach).toBeEnabled();

    await user.click(debit);
    await user.click(ach);
    expect(debit).not.toBeChecked();
    await afterClickReset();
    await user.click(await button('journey.next'));
    expect(await screen.findByRole('alert')).toHaveTextContent('You must choose at least one Opt in options.');
    expect(location()).toHaveTextContent('/courtesy-pay');

    await user.click(ach);
    expect(screen.queryByText('You must choose at least one Opt in options.')).toBeNull();
    await user.click(optOut);
    expect(debit).not.toBeChecked();
    expect(ach).not.toBeChecked();
    expect(debit).toBeDisabled();
    expect(ach).toBeDisabled();

    await afterClickReset();
    await user.click(await button('journey.next'));
    expect(await heading('openAccount.fundingInfo.title')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/open-new-account/add-account/13/funding-info');
  });

  it('is not offered for a savings product, even by its URL', async () => {
    server.use(...platform(newSent()));
    draft('1', { 'accept-terms': { acceptTerms: true } });
    renderOpening('/open-new-account/add-account/1/courtesy-pay');
    expect(await heading('openAccount.categories.title')).toBeInTheDocument();
  });

  it('is reviewed only after the configured delay, not at once', async () => {
    server.use(...platform(newSent()));
    const user = userEvent.setup();
    const journey = repositoryJourney();
    const courtesyPay = journey.steps.find((step) => step.id === 'courtesy-pay');
    if (courtesyPay?.props === undefined) throw new Error('the journey has no Courtesy Pay step with props');
    courtesyPay.props.reviewDelayMs = 60_000;
    draft('13', { 'accept-terms': { acceptTerms: true } });
    renderOpening('/open-new-account/add-account/13/courtesy-pay', openingConfig(journey));
    await heading('openAccount.courtesyPay.title');
    await user.click(screen.getByRole('link', { name: text('openAccount.terms.courtesyPayDisclosure') }));
    expect(await screen.findByText(text('openAccount.courtesyPay.reviewing'))).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: text('openAccount.courtesyPay.optIn') })).toBeDisabled();
    await user.click(await button('journey.next'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please review courtesy pay disclosure');
  });
});

describe('wizard: funding', () => {
  it("funding info: the member number and 'A minimum of $5.00 is required…'", async () => {
    server.use(...platform(newSent()));
    const user = userEvent.setup();
    draft('1', { 'accept-terms': { acceptTerms: true } });
    renderOpening('/open-new-account/add-account/1/funding-info');
    expect(await heading('openAccount.fundingInfo.title')).toBeInTheDocument();
    expect(screen.getByText(text('openAccount.fundingInfo.mustFund'))).toBeInTheDocument();
    expect(screen.getByText('100245871')).toBeInTheDocument();
    expect(screen.getByText('A minimum of $5.00 is required to open this account. If the account is not funded within 25 days, it may be removed.')).toBeInTheDocument();
    await user.click(await button('journey.next'));
    expect(await heading('openAccount.funding.title')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/open-new-account/add-account/1/initial-funding');
  });

  it('a profile that cannot be read says so and offers a retry instead of an empty member number', async () => {
    let failing = true;
    server.use(...platform(newSent(), { profile: () => (failing ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined) as Response }));
    const user = userEvent.setup();
    draft('1', { 'accept-terms': { acceptTerms: true } });
    renderOpening('/open-new-account/add-account/1/funding-info');
    expect(await screen.findByText(text('openAccount.wizard.profileFailed'))).toBeInTheDocument();
    failing = false;
    await user.click(await screen.findByRole('button', { name: text('openAccount.retry') }));
    expect(await heading('openAccount.fundingInfo.title')).toBeInTheDocument();
    expect(screen.getByText('100245871')).toBeInTheDocument();
  });

  it('funding info of a product without a minimum says only the 25-day sentence', async () => {
    server.use(...platform(newSent()));
    const config = openingConfig();
    const catalogue = config.products as { products: { typeId: number; minimumBalanceRequired: string }[] };
    for (const product of catalogue.products) product.minimumBalanceRequired = '0.00';
    draft('1', { 'accept-terms': { acceptTerms: true } });
    renderOpening('/open-new-account/add-account/1/funding-info', config);
    expect(await screen.findByText(text('openAccount.fundingInfo.removal'))).toBeInTheDocument();
    expect(screen.queryByText(/A minimum of/)).toBeNull();
  });

  it('initial funding opened by its URL before the terms were accepted (a new tab has no drafts) goes back to the product list', async () => {
    server.use(...platform(newSent()));
    renderOpening('/open-new-account/add-account/1/initial-funding');
    expect(await heading('openAccount.categories.title')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/open-new-account\/list$/);
  });

  it('initial funding of a checking product opened by its URL before the Courtesy Pay disclosure was reviewed goes back to the product list', async () => {
    server.use(...platform(newSent()));
    draft('13', { 'accept-terms': { acceptTerms: true } });
    renderOpening('/open-new-account/add-account/13/initial-funding');
    expect(await heading('openAccount.categories.title')).toBeInTheDocument();
  });

  it('initial funding offers only checking and savings accounts and holds the amount to the rules of spec §5', async () => {
    const sent = newSent();
    server.use(...platform(sent, { accounts: [checking, savings, visa, loan] }));
    const user = userEvent.setup();
    draft('1', { 'accept-terms': { acceptTerms: true } });
    renderOpening('/open-new-account/add-account/1/initial-funding');
    expect(await heading('openAccount.funding.title')).toBeInTheDocument();
    const from = await screen.findByRole('combobox', { name: 'From Account' });
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveAttribute('placeholder', '0.00');

    await user.click(await button('journey.review'));
    expect(await screen.findByText('From Account: Required field.')).toBeInTheDocument();
    expect(await screen.findByText('Amount: Required field.')).toBeInTheDocument();
    expect(sent.validate).toHaveLength(0);

    await user.click(from);
    const listbox = await waitFor(() => {
      const found = document.getElementById(`${from.id}_list`);
      if (!found) throw new Error('the picker did not open');
      return found;
    });
    expect(within(listbox).getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
      text('openAccount.funding.sourceChoice', { name: 'Everyday Checking', amount: '$1,500.00' }),
      text('openAccount.funding.sourceChoice', { name: 'Rainy Day Savings', amount: '$300.00' }),
    ]);
    await user.keyboard('{Escape}');
    await chooseOption(user, from, /^Rainy Day Savings/);

    const refuses = async (typed: string, message: string) => {
      await user.clear(amount);
      await user.type(amount, typed);
      await afterClickReset();
      await user.click(await button('journey.review'));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(location()).toHaveTextContent('/initial-funding');
    };
    await refuses('0', 'Amount cannot be zero.');
    await refuses('4.99', 'A minimum of $ 5.00 is required to open this account.');
    await refuses('300.01', 'You can not transfer more then $300.00.');
    expect(sent.validate).toHaveLength(0);

    await chooseOption(user, from, /^Everyday Checking/);
    await user.clear(amount);
    await user.type(amount, '1,500.01');
    await afterClickReset();
    await user.click(await button('journey.review'));
    expect(await screen.findByText('You can not transfer more then $1,500.00.')).toBeInTheDocument();
    expect(sent.validate).toHaveLength(0);
  });

  it("REVIEW validates the order of spec §3 and shows From, To, Amount, today's date and 'Once'", async () => {
    const sent = newSent();
    server.use(...platform(sent));
    const user = userEvent.setup();
    draft('1', { 'accept-terms': { acceptTerms: true } });
    renderOpening('/open-new-account/add-account/1/initial-funding');
    await chooseOption(user, await screen.findByRole('combobox', { name: 'From Account' }), /^Everyday Checking/);
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '25');
    await user.click(await button('journey.review'));

    expect(await heading('openAccount.review.title')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/open-new-account/add-account/1/funding-review');
    expect(sent.validate).toEqual([
      {
        paymentType: 'INTERNAL_TRANSFER',
        paymentMode: 'SINGLE',
        instructionPriority: 'NORM',
        requestedExecutionDate: todayIn('America/Denver'),
        originatorAccount: { identification: { identification: 'chk', schemeName: 'ID' }, name: 'Everyday Checking' },
        transferTransactionInformation: {
          instructedAmount: { amount: '25.00', currencyCode: 'USD' },
          counterparty: { name: text('openAccount.review.newAccountName', { product: 'Secondary Share' }), role: 'CREDITOR' },
          counterpartyAccount: { identification: { identification: 'new-account', schemeName: 'ID' } },
          purposeOfPayment: { code: '1', freeText: 'NewAccount' },
        },
      },
    ]);
    const [year, month, day] = todayIn('America/Denver').split('-').map(Number) as [number, number, number];
    const shownDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
    const row = (label: string) => screen.getByText(label, { selector: 'th, th *' }).closest('tr');
    expect(row('From')).toHaveTextContent('Everyday Checking');
    expect(row('From')).not.toHaveTextContent('$1,500.00');
    expect(row('To')).toHaveTextContent('Secondary Share');
    expect(row('Amount')).toHaveTextContent('$25.00');
    expect(row('Transfer Date')).toHaveTextContent(shownDate);
    expect(row('Frequency')).toHaveTextContent('Once');
    // Enabled once the click pause of the REVIEW that led here is over.
    await waitFor(() => expect(screen.getByRole('button', { name: text('journey.confirmAndTransfer') })).toBeEnabled());
  });
});
