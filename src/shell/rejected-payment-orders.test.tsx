import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { holdAnswersToContract } from '../../tests/contract-answer-watch.js';
import { paymentOrdersPath, submitPaymentOrder, usePlatform, type PaymentOrderRequest } from '../platform/index.js';
import { GlobalError } from './global-error.js';
import { RejectedPaymentOrders } from './rejected-payment-orders.js';
import { apiRoot, renderShell, text } from './shell-test-kit.js';

const server = setupServer();
holdAnswersToContract(server, apiRoot);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const order: PaymentOrderRequest = {
  paymentType: 'INTERNAL_TRANSFER',
  paymentMode: 'SINGLE',
  instructionPriority: 'NORM',
  requestedExecutionDate: '2026-11-25',
  originatorAccount: { identification: { identification: 'checking-1', schemeName: 'ID' } },
  transferTransactionInformation: {
    instructedAmount: { amount: '950.00', currencyCode: 'USD' },
    counterparty: { name: 'Savings', role: 'CREDITOR' },
    counterpartyAccount: { identification: { identification: 'savings-1', schemeName: 'ID' } },
  },
};

/** A form's send button, as any form that submits an order has one. */
function SendOrder() {
  const { http: client } = usePlatform();
  const [sent, setSent] = useState<string>();
  return (
    <>
      <button type="button" onClick={() => void submitPaymentOrder(client, order, 'validated-1').then((outcome) => setSent(outcome.status))}>
        Send
      </button>
      {sent ? <output>{sent}</output> : null}
    </>
  );
}

function answerSubmit(answer: Record<string, unknown>) {
  server.use(http.post(`${apiRoot}${paymentOrdersPath}`, () => HttpResponse.json({ id: 'validated-1', ...answer }, { status: 202 })));
}

const renderForm = () =>
  renderShell({
    path: '/transfers/make-a-transfer',
    children: (
      <RejectedPaymentOrders>
        <GlobalError />
        <SendOrder />
      </RejectedPaymentOrders>
    ),
  });

describe('a payment order answered REJECTED', () => {
  it('shows the global error with the answer’s errorDescription and its countdown to the accounts', async () => {
    answerSubmit({ status: 'REJECTED', bankStatus: 'REJECTED', reasonCode: 'PP12', reasonText: 'Risk review', errorDescription: 'This payment was declined by our risk review.' });
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const notice = await screen.findByTestId('global-error');
    expect(notice).toHaveTextContent('This payment was declined by our risk review.');
    expect(notice).toHaveTextContent(text('shell.globalError.redirect', { seconds: '10' }));
    // The form still hears its own answer and shows its result.
    expect(await screen.findByRole('status')).toHaveTextContent('REJECTED');
  });

  it('says the catalogue’s general word when the answer gives no reason, and nothing for an order that went through', async () => {
    answerSubmit({ status: 'PROCESSED', bankStatus: 'PROCESSED' });
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('PROCESSED');
    expect(screen.queryByTestId('global-error')).not.toBeInTheDocument();

    answerSubmit({ status: 'REJECTED' });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('global-error')).toHaveTextContent(text('shell.globalError.paymentRejected'));
  });
});
