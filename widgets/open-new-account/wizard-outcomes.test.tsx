import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractAnswer } from '../../tests/contract-fixtures.js';
import { chooseOption, fakePlatform, stubResizeObserver, text } from '../../tests/widget-test-kit.js';
import { afterClickReset, button, draft, draftKey, heading, location, newSent, phone, platform, refusal, renderOpening, type PlatformOptions, type Sent } from './opening-test-kit.js';

const server = fakePlatform(() => sessionStorage.clear());
beforeAll(stubResizeObserver);

/** From the initial funding step (terms accepted, and `courtesyPay` chosen for a checking product) to the review: $25 from checking. */
async function reachReview(type: string, options: PlatformOptions = {}, courtesyPay?: Record<string, unknown>): Promise<{ sent: Sent; user: ReturnType<typeof userEvent.setup>; unmount: () => void }> {
  const sent = newSent();
  server.use(...platform(sent, options));
  const user = userEvent.setup();
  draft(type, { 'accept-terms': { acceptTerms: true }, ...(courtesyPay === undefined ? {} : { 'courtesy-pay': courtesyPay }) });
  const { unmount } = renderOpening(`/open-new-account/add-account/${type}/initial-funding`);
  await chooseOption(user, await screen.findByRole('combobox', { name: 'From Account' }), /^Everyday Checking/);
  await user.type(screen.getByRole('textbox', { name: 'Amount' }), '25');
  await user.click(await button('journey.review'));
  await heading('openAccount.review.title');
  await afterClickReset();
  return { sent, user, unmount };
}

const purposeOf = (order: Record<string, unknown> | undefined) => (order?.transferTransactionInformation as { purposeOfPayment?: unknown } | undefined)?.purposeOfPayment;

describe('wizard: the order says the Courtesy Pay choice', () => {
  it.each([
    ['opted out', { reviewed: true, optStatus: 'optOut' }, 'NewAccount-N-N'],
    ['opted in for both', { reviewed: true, optStatus: 'optIn', debitCard: true, achTransaction: true }, 'NewAccount-Y-Y'],
    ['opted in for debit card only', { reviewed: true, optStatus: 'optIn', debitCard: true, achTransaction: false }, 'NewAccount-Y-N'],
    ['opted in for ACH only', { reviewed: true, optStatus: 'optIn', debitCard: false, achTransaction: true }, 'NewAccount-N-Y'],
  ])('checking, %s: freeText %s', async (_choice, courtesyPay, freeText) => {
    const { sent } = await reachReview('13', {}, courtesyPay);
    expect(sent.validate).toHaveLength(1);
    expect(purposeOf(sent.validate[0])).toEqual({ code: '13', freeText });
    expect(screen.getByText('Everyday Money', { selector: 'td, td *' })).toBeInTheDocument();
  });
});

describe('wizard: review and confirm', () => {
  it("a refused check shows the platform's message on the review and disables CONFIRM AND TRANSFER; BACK clears it", async () => {
    const { sent, user } = await reachReview('1', { validate: () => refusal('The amount is more than this account allows today.') });
    expect(await screen.findByRole('alert')).toHaveTextContent('The amount is more than this account allows today.');
    expect(await button('journey.confirmAndTransfer')).toBeDisabled();
    expect(sent.submit).toHaveLength(0);

    await user.click(await button('journey.back'));
    expect(await heading('openAccount.funding.title')).toBeInTheDocument();
    // What was typed is still there, and the refusal is forgotten: a new REVIEW checks again.
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('25');
    expect(screen.queryByText('The amount is more than this account allows today.')).toBeNull();
  });

  it('a check the platform could not make (500) asks to try later or call', async () => {
    await reachReview('1', { validate: () => HttpResponse.json({ message: 'Internal error', key: 'internal', errors: [] }, { status: 500 }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(`Please try again later or call to ${phone}.`);
    expect(await button('journey.confirmAndTransfer')).toBeDisabled();
  });

  it("CONFIRM AND TRANSFER submits the validated order with its id; 'Success!' and the text; Go to Accounts", async () => {
    const { sent, user } = await reachReview('1');
    await user.click(await button('journey.confirmAndTransfer'));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Account created successfully. Your new account will appear in your accounts list shortly.')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/open-new-account/add-account/1/creation-status');
    expect(sent.submit).toEqual([{ ...sent.validate[0], id: 'validated-7' }]);
    // The button bar is gone on the status step.
    expect(screen.queryByRole('button', { name: text('journey.back') })).toBeNull();
    // Success forgets the drafts.
    await waitFor(() => expect(sessionStorage.getItem(draftKey('1'))).toBeNull());

    await user.click(await button('openAccount.status.goToAccounts'));
    expect(await screen.findByRole('heading', { name: 'My Accounts' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/my-accounts$/);
  });

  it("an ACCEPTED order is a success too", async () => {
    const { user } = await reachReview('22', { submit: () => contractAnswer('submitPaymentOrder', { id: 'validated-7', status: 'ACCEPTED', bankStatus: 'ACCEPTED' }, 202) });
    await user.click(await button('journey.confirmAndTransfer'));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
  });

  it('an account opened whose deposit failed (ACCOUNT_CREATED) shows the error description', async () => {
    const description = 'Your account was opened, but the deposit could not be made: insufficient funds.';
    const { user } = await reachReview('1', {
      submit: () => contractAnswer('submitPaymentOrder', { id: 'validated-7', status: 'REJECTED', bankStatus: 'REJECTED', reasonText: 'ACCOUNT_CREATED', errorDescription: description }, 202),
    });
    await user.click(await button('journey.confirmAndTransfer'));
    expect(await screen.findByText(description)).toBeInTheDocument();
    expect(screen.queryByText('Success!')).toBeNull();
    expect(await button('openAccount.status.goToAccounts')).toBeEnabled();
  });

  it("a submit the platform fails (500) shows 'Error' and asks to try later or call", async () => {
    const { sent, user } = await reachReview('1', { submit: () => HttpResponse.json({ message: 'Internal error', key: 'internal', errors: [] }, { status: 500 }) });
    await user.click(await button('journey.confirmAndTransfer'));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText(`Please try again later or call to ${phone}.`)).toBeInTheDocument();
    expect(screen.queryByText('Success!')).toBeNull();
    expect(sent.submit).toHaveLength(1);
    expect(location()).toHaveTextContent('/open-new-account/add-account/1/creation-status');
  });

  it("a submit the platform refuses shows 'Error' and the platform's message", async () => {
    const { user } = await reachReview('1', { submit: () => refusal('This account can not be used.') });
    await user.click(await button('journey.confirmAndTransfer'));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('This account can not be used.')).toBeInTheDocument();
  });
});

describe('wizard: drafts', () => {
  it('a reload resumes the step with what the member entered', async () => {
    const { unmount } = await reachReview('1');
    // The page is reloaded: everything unmounts, the tab's session storage stays.
    unmount();
    expect(screen.queryByRole('heading', { name: text('openAccount.review.title') })).toBeNull();
    renderOpening('/open-new-account/add-account/1/funding-review');
    expect(await heading('openAccount.review.title')).toBeInTheDocument();
    expect(screen.getByText('Everyday Checking', { selector: 'td, td *' })).toBeInTheDocument();
    expect(screen.getByText('$25.00', { selector: 'td, td *' })).toBeInTheDocument();
    expect(await button('journey.confirmAndTransfer')).toBeEnabled();
  });

  it("leaving with data entered asks 'Discard edited data?': 'Not now' stays, Discard leaves and forgets", async () => {
    server.use(...platform(newSent()));
    const user = userEvent.setup();
    renderOpening('/open-new-account/add-account/1/accept-terms');
    await user.click(await screen.findByRole('checkbox', { name: text('openAccount.terms.accept') }));
    await user.click(screen.getByRole('link', { name: 'My Accounts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard edited data?' });
    expect(dialog).toHaveTextContent('Are you sure you want to exit and discard all changes? Edited data will be lost.');
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toHaveTextContent('/open-new-account/add-account/1/accept-terms');
    expect(screen.getByRole('checkbox', { name: text('openAccount.terms.accept') })).toBeChecked();

    await user.click(screen.getByRole('link', { name: 'My Accounts' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('heading', { name: 'My Accounts' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/my-accounts$/);
    expect(sessionStorage.getItem(draftKey('1'))).toBeNull();
  });

  it('arriving at the status step with no saved outcome goes back to the product list', async () => {
    server.use(...platform(newSent()));
    renderOpening('/open-new-account/add-account/1/creation-status');
    expect(await heading('openAccount.categories.title')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/open-new-account\/list$/);
  });
});
