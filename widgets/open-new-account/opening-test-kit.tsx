/*
 * Shared by the Open a New Account component tests: the repository's catalogue, journey and forms,
 * a fake platform that answers as the contract says, and the widget's three pages on their routes
 * inside a data router (the journey host asks before leaving with useBlocker).
 */
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { Link, Outlet, Route } from 'react-router-dom';
import { expect } from 'vitest';
import termsForm from '../../config/forms/new-account-terms.json';
import fundingForm from '../../config/forms/new-account-funding.json';
import openNewAccountJourney from '../../config/journeys/open-new-account.json';
import products from '../../config/products.json';
import propsSchema from './props.schema.json';
import { contractAnswer, contractExample } from '../../tests/contract-fixtures.js';
import { apiRoot, renderWidget, text, widgetConfig } from '../../tests/widget-test-kit.js';
import type { EntitlementFacts } from '../../src/runtime/index.js';
import type { OpenNewAccountProps } from './definition.js';
import OpenNewAccount from './open-new-account.js';

export const profileUrl = `${apiRoot}/user-manager/client-api/v2/users/me/profile`;
export const arrangementsUrl = `${apiRoot}/arrangement-manager/client-api/v2/productsummary/context/arrangements`;
export const ordersUrl = `${apiRoot}/payment-order-service/client-api/v3/payment-orders`;

export const phone = '(303) 555-0142';

/** The props the routes give each page: the schema's defaults, as config/routes.json relies on them. */
const defaults = Object.fromEntries(Object.entries(propsSchema.properties).flatMap(([name, field]) => ('default' in field ? [[name, field.default]] : []))) as unknown as OpenNewAccountProps;

/** A journey file for a test: the repository's, with changes (a shorter Courtesy Pay delay). */
export type JourneyFile = typeof openNewAccountJourney;
export const repositoryJourney = (): JourneyFile => structuredClone(openNewAccountJourney);

/** The configuration bundle the widget reads: app, messages, routes… plus its catalogue (a copy a test may change), journey and forms. */
export function openingConfig(journey: JourneyFile = repositoryJourney(), app: Record<string, unknown> = {}) {
  return widgetConfig(
    { products: structuredClone(products), journeys: { 'open-new-account': journey }, forms: { 'new-account-terms': termsForm, 'new-account-funding': fundingForm } },
    { phone, ...app },
  );
}

/** The member's profile (the contract's example) with the additions a test needs. */
export function profile(additions: Record<string, string> = {}) {
  const example = contractExample<{ additions: Record<string, string> }>('getMyProfile');
  return { ...example, additions: { ...example.additions, eligibleForNewAccount: 'true', btpLimitReached: '', customerCode: '100245871', ...additions } };
}

export const account = (id: string, name: string, kindUri: string, booked: string) => ({
  id,
  name,
  displayName: name,
  currency: 'USD',
  bookedBalance: Number(booked),
  availableBalance: Number(booked),
  product: { productKind: { kindUri } },
});
export const checking = account('chk', 'Everyday Checking', 'current-account', '1500.00');
export const savings = account('sav', 'Rainy Day Savings', 'savings-account', '300.00');
export const visa = account('visa', 'Visa Platinum', 'credit-card', '900.00');
export const loan = account('loan', 'Personal Loan', 'loan', '100.00');

export interface Sent {
  readonly validate: Record<string, unknown>[];
  readonly submit: Record<string, unknown>[];
}
export const newSent = (): Sent => ({ validate: [], submit: [] });

export interface PlatformOptions {
  readonly profile?: () => Response;
  readonly accounts?: unknown[];
  readonly validate?: () => Response;
  readonly submit?: () => Response;
}

/** The sandbox as the wizard meets it: the profile, the source accounts, validate and submit (recorded in `sent`). */
export function platform(sent: Sent, options: PlatformOptions = {}) {
  return [
    http.get(profileUrl, () => options.profile?.() ?? contractAnswer('getMyProfile', profile())),
    http.get(arrangementsUrl, ({ request }) => {
      expect(new URL(request.url).searchParams.get('debitAccount')).toBe('true');
      return contractAnswer('listContextArrangements', options.accounts ?? [checking, savings, visa, loan]);
    }),
    http.post(`${ordersUrl}/validate`, async ({ request }) => {
      sent.validate.push((await request.json()) as Record<string, unknown>);
      return options.validate?.() ?? contractAnswer('validatePaymentOrder', { ...contractExample<Record<string, unknown>>('validatePaymentOrder'), id: 'validated-7' });
    }),
    http.post(ordersUrl, async ({ request }) => {
      sent.submit.push((await request.json()) as Record<string, unknown>);
      return options.submit?.() ?? contractAnswer('submitPaymentOrder', { id: 'validated-7', status: 'PROCESSED', bankStatus: 'PROCESSED' }, 202);
    }),
  ];
}

/**
 * The journey ignores its primary button for nextClickResetMs (500 ms, spec/3 §4) after a click,
 * even on the step that click led to (a double click must not press two steps' buttons); a
 * member's next deliberate click comes later than that.
 */
export const afterClickReset = () => new Promise((resolve) => setTimeout(resolve, 600));

/** Where the member is (the router's location). */
export const location = () => screen.getByTestId('location');
/** A button of the page, by its catalogue text, once the (lazily loaded) step shows it. */
export const button = (key: string) => screen.findByRole('button', { name: text(key) });
/** The page's heading (a journey step's title), by its catalogue text. */
export const heading = (key: string) => screen.findByRole('heading', { level: 2, name: text(key) });
/** The session storage key of a product's wizard drafts. */
export const draftKey = (type: string) => `passbook.journey.open-new-account.${type}`;
/** A journey the member has got this far in (its drafts, as the host keeps them in the tab). */
export const draft = (type: string, data: Record<string, unknown>) => sessionStorage.setItem(draftKey(type), JSON.stringify({ data, results: {} }));

/** A platform error body as the sandbox sends it. */
export const refusal = (message: string, status = 400) =>
  HttpResponse.json({ message, key: 'payment.refused', errors: [{ key: 'payment.refused', message }] }, { status });

/** The widget's pages on the routes config/routes.json gives them, plus the places it leads to. */
export function renderOpening(path: string, config = openingConfig(), extra: Partial<OpenNewAccountProps> = {}, facts?: EntitlementFacts) {
  const page = (props: Partial<OpenNewAccountProps>) => <OpenNewAccount {...defaults} {...extra} {...props} />;
  // The app's menu stands beside the page: a way out of the journey that is not the journey's own.
  const shell = (
    <>
      <nav>
        <Link to="/my-accounts">My Accounts</Link>
      </nav>
      <Outlet />
    </>
  );
  return renderWidget(
    <Route element={shell}>
      <Route path="/open-new-account/list" element={page({ page: 'categories' })} />
      <Route path="/open-new-account/list/:category" element={page({ page: 'products' })} />
      <Route path="/open-new-account/add-account/:type" element={page({ page: 'wizard', journey: 'open-new-account' })} />
      <Route path="/open-new-account/add-account/:type/:step" element={page({ page: 'wizard', journey: 'open-new-account' })} />
      <Route path="/my-accounts" element={<h1>My Accounts</h1>} />
      <Route path="/more/messages/inbox/list" element={<h1>Inbox</h1>} />
      <Route path="/loan-applications/:loan" element={<h1>Loan application</h1>} />
    </Route>,
    { path, config, dataRouter: true, facts },
  );
}
