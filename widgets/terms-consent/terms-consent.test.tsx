import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import terms from '../../config/terms.json';
import { apiRoot, fakePlatform, renderWidget, text, widgetConfig } from '../../tests/widget-test-kit.js';
import TermsConsent from './terms-consent.js';

/* The terms page (issue 12): the current version read, accepted once, or the agent told why not. */

const consentUrl = `${apiRoot}/consent/client-api/v1/terms-consent`;
const server = fakePlatform();

function renderTerms() {
  return renderWidget(
    <>
      <Route path="/consent" element={<TermsConsent />} />
      <Route path="/my-accounts" element={<h1>My Accounts</h1>} />
    </>,
    { path: '/consent', config: widgetConfig({ terms }), dataRouter: true },
  );
}

describe('terms consent', () => {
  it('shows the current terms and records the member’s acceptance of that version, then goes on', async () => {
    const accepted: unknown[] = [];
    let state = { version: terms.version, effective: terms.effective, accepted: false };
    server.use(
      http.get(consentUrl, () => HttpResponse.json(state)),
      http.post(consentUrl, async ({ request }) => {
        accepted.push(await request.json());
        state = { ...state, accepted: true };
        return HttpResponse.json({ version: terms.version, acceptedAt: '2026-11-24T20:00:00Z' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderTerms();
    expect(await screen.findByRole('heading', { level: 1, name: text('consent.terms.title') })).toBeInTheDocument();
    expect(screen.getByText(text('consent.intro'))).toBeInTheDocument();
    expect(screen.getByRole('region', { name: text('consent.terms.title') })).toHaveTextContent(text('enrollment.terms.liability'));
    await user.click(screen.getByRole('button', { name: text('consent.accept') }));
    expect(await screen.findByRole('heading', { name: 'My Accounts' })).toBeInTheDocument();
    expect(accepted).toEqual([{ version: terms.version }]);
  });

  it('tells an agent acting for the member that only the member can accept', async () => {
    server.use(
      http.get(consentUrl, () => HttpResponse.json({ version: terms.version, effective: terms.effective, accepted: false })),
      http.post(consentUrl, () => HttpResponse.json({ message: 'Only the member can accept the terms', key: 'consent.agent', errors: [] }, { status: 403 })),
    );
    const user = userEvent.setup();
    renderTerms();
    await user.click(await screen.findByRole('button', { name: text('consent.accept') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text('consent.agentCannotAccept'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/consent'));
  });
});
