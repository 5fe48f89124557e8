import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import appConfig from '../../config/app.json';
import { WidgetHost } from '../../src/runtime/index.js';
import { apiRoot, fakePlatform, renderWidget, text } from '../../tests/widget-test-kit.js';

const ssoUrl = `${apiRoot}/sso/client-api/v1/applications`;
const server = fakePlatform();
afterEach(() => vi.restoreAllMocks());

/** The sso service: each session a new key; records what the page asked. */
function sso(answer?: () => Response) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(ssoUrl, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return answer?.() ?? HttpResponse.json({ name: 'amplify', ssourl: `https://rewards.test/sso?key=k${asked.length}` });
    }),
  );
  return asked;
}

/** A tab as window.open answers it, or null when the browser blocks it. */
function fakeTab() {
  return { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
}

function renderPage() {
  return renderWidget(<Route path="/cardRewards" element={<WidgetHost widget="card-rewards" props={{}} />} />, { path: '/cardRewards' });
}

describe('card rewards', () => {
  it('asks for the cashback sign-on and opens it in a new tab the app cannot be reached from', async () => {
    const asked = sso();
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderPage();
    expect(await screen.findByText(text('cardRewards.opened'))).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith('https://rewards.test/sso?key=k1', '_blank');
    expect(tab.opener).toBeNull();
    expect(asked).toHaveLength(1);
    expect(asked[0]!.get('name')).toBe('amplify');
    expect(asked[0]!.get('program')).toBe('cashback');
  });

  it('offers an Open Card Rewards button when the browser blocks the tab, which opens a fresh session', async () => {
    const asked = sso();
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValueOnce(null).mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(await screen.findByText(text('cardRewards.blocked'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('cardRewards.open') }));
    await waitFor(() => expect(tab.location.href).toBe('https://rewards.test/sso?key=k2'));
    expect(open).toHaveBeenLastCalledWith('', '_blank');
    // A key works once and briefly: the button asks for a fresh one.
    expect(asked).toHaveLength(2);
    expect(await screen.findByText(text('cardRewards.opened'))).toBeInTheDocument();
  });

  it('shows the server’s message and the rewards program’s sign-in link when the sign-on fails', async () => {
    sso(() => HttpResponse.json({ message: 'The member is not enrolled in cashback.', key: 'sso.not-enrolled', errors: [] }, { status: 422 }));
    const open = vi.spyOn(window, 'open');
    renderPage();
    expect(await screen.findByText(text('cardRewards.failed', { message: 'The member is not enrolled in cashback' }))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('cardRewards.signIn') })).toHaveAttribute('href', appConfig.externalLinks.cardRewards.url);
    expect(screen.getByRole('button', { name: text('cardRewards.open') })).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });
});
