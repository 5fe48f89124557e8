import { expect, test } from './fixtures.js';
import { ports, shortSession } from './servers.js';
import { demoPassword, pickContext, signIn } from './member.js';

const baseURL = `http://localhost:${ports.shortSession}`;
const warningText = (seconds: number) =>
  `Due to inactivity your session will expire in ${seconds} seconds. Perform any action to stay logged in.`;

test.describe('session inactivity (server configured with a short inactivity time)', () => {
  test('any action during the warning keeps the session', async ({ page }) => {
    await signIn(page, 'demo', { baseURL });
    await pickContext(page, 'Personal');
    await expect(page.getByTestId('accounts-total')).toBeVisible();
    const modal = page.getByRole('dialog');
    await expect(modal).toBeVisible({ timeout: (shortSession.inactivitySeconds + 5) * 1000 });
    await expect(modal).toContainText('Due to inactivity your session will expire in');
    await page.keyboard.press('Shift');
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('accounts-total')).toBeVisible();
    await expect(page).toHaveURL(/\/my-accounts$/);
  });

  test('without any action the warning counts down and the member is logged out', async ({ page }) => {
    await signIn(page, 'demo', { baseURL });
    await pickContext(page, 'Personal');
    await expect(page.getByTestId('accounts-total')).toBeVisible();

    const modal = page.getByRole('dialog');
    await expect(modal).toBeVisible({ timeout: (shortSession.inactivitySeconds + 5) * 1000 });
    await expect(modal).toContainText(warningText(shortSession.warningSeconds - 1), { timeout: 3000 });
    // Escape and a click on the mask do not dismiss it (they are actions, so they reset the timer;
    // the check is that the modal has no close button).
    await expect(modal.getByRole('button', { name: 'Close' })).toHaveCount(0);

    // Spec/1 §4: the member is logged out, not asked. The app names the session in id_token_hint,
    // so the provider's sign-out page submits itself; nothing here presses a button.
    const endSession = await page.waitForResponse((response) => new URL(response.url()).pathname === '/oidc/session/end', {
      timeout: (shortSession.warningSeconds + 5) * 1000,
    });
    expect(new URL(endSession.url()).searchParams.get('id_token_hint')).toBeTruthy();
    // The sign-out page navigates away on its own, so its body is gone by now; reaching the sign-in
    // page without any click is the proof that no confirmation was asked.
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByText('Do you want to sign out')).toHaveCount(0);

    // The provider session is gone: opening the app again asks for a sign-in.
    await page.goto(`${baseURL}/my-accounts`);
    await expect(page).toHaveURL(/\/oidc\//);
    await expect(page.getByLabel('Username')).toBeVisible();
  });

  test('an inactivity timeout after the access token expired ends the provider session too: signing in again asks for the password', async ({ page }) => {
    await page.clock.install();
    await signIn(page, 'demo', { baseURL });
    await pickContext(page, 'Personal');
    await expect(page.getByTestId('accounts-total')).toBeVisible();
    // The after-login overlay loads its dialog once the context is chosen and may open after the
    // accounts: the clock jumps only once it was shown and dismissed (fixtures.ts), so the jump
    // meets the session's own timers, not a dialog opening while the page leaves.
    await expect(async () => {
      await expect(page.getByTestId('after-login-overlay')).toBeHidden();
      const dismissed = await page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('passbook.afterLogin.dismissed.')));
      expect(dismissed).toBe(true);
    }).toPass({ timeout: 15_000 });
    // Past the 5-minute access token (the old restart of the login signed straight back in then).
    await page.clock.fastForward('06:00');
    await page.clock.runFor((shortSession.warningSeconds + 2) * 1000);
    await expect(page).toHaveURL(/\/oidc\/interaction\//);
    await expect(page.getByLabel('Password')).toBeVisible();
    await page.goto(`${baseURL}/my-accounts`);
    await expect(page).toHaveURL(/\/oidc\/interaction\//);
    await expect(page.getByLabel('Password')).toBeVisible();
  });
});

test('the app sends each API call with a fresh DPoP proof by a key the page cannot export; the token or proof copied out is refused', async ({ page }) => {
  const apiCall = page.waitForRequest((request) => request.url().includes('/api/') && /^DPoP /.test(request.headers().authorization ?? ''));
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page.getByTestId('accounts-total')).toBeVisible();
  const call = await apiCall;
  const { authorization, dpop } = call.headers();
  const [header, claims] = (dpop ?? '').split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>);
  expect(header).toMatchObject({ typ: 'dpop+jwt', alg: 'ES256', jwk: { kty: 'EC', crv: 'P-256' } });
  expect(header?.jwk).not.toHaveProperty('d');
  const url = new URL(call.url());
  expect(claims).toMatchObject({ htm: call.method(), htu: `${url.origin}${url.pathname}`, ath: expect.any(String), jti: expect.any(String) });

  // The key oidc-client-ts keeps in IndexedDB signs, but its private half never leaves the browser.
  const key = await page.evaluate(async () => {
    const keys = await new Promise<CryptoKeyPair>((resolve, reject) => {
      const opening = indexedDB.open('oidc');
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const reading = opening.result.transaction('dpop').objectStore('dpop').get('web');
        reading.onerror = () => reject(reading.error);
        reading.onsuccess = () => resolve((reading.result as { keys: CryptoKeyPair }).keys);
      };
    });
    const exported = await crypto.subtle.exportKey('jwk', keys.privateKey).then(
      () => 'exported',
      (error: unknown) => (error instanceof Error ? error.name : String(error)),
    );
    return { extractable: keys.privateKey.extractable, exported };
  });
  expect(key).toEqual({ extractable: false, exported: 'InvalidAccessError' });

  // Copied out of the page: the token alone, as a bearer token, and with the proof it was sent with (a replay).
  const alone = await page.request.get(call.url(), { headers: { authorization: authorization ?? '' } });
  expect(alone.status()).toBe(401);
  const asBearer = await page.request.get(call.url(), { headers: { authorization: (authorization ?? '').replace(/^DPoP /, 'Bearer ') } });
  expect(asBearer.status()).toBe(401);
  const replayed = await page.request.get(call.url(), { headers: { authorization: authorization ?? '', dpop: dpop ?? '' } });
  expect(replayed.status()).toBe(401);
  expect(replayed.headers()['www-authenticate']).toMatch(/^DPoP error="invalid_dpop_proof"/);
});

test('a reload resumes with the tokens this tab kept, without a round trip to the provider; the refresh token stays out of storage', async ({ page }) => {
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page.getByTestId('accounts-total')).toBeVisible();
  const toProvider: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/oidc/')) toProvider.push(new URL(request.url()).pathname);
  });
  await page.reload();
  await expect(page.getByTestId('accounts-total')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My Accounts' })).toBeVisible();
  expect(toProvider).toEqual([]);
  const stored = await page.evaluate(() => Object.values(sessionStorage).join('\n'));
  expect(stored).toContain('"access_token"');
  expect(stored).not.toContain('refresh_token');
});

test('a browser that blocks site storage is told why it cannot sign in, and is not sent to a sign-in that cannot finish', async ({ page }) => {
  // What a privacy setting or a policy does: no IndexedDB, so the sign-in key has nowhere to live.
  await page.addInitScript(() => Object.defineProperty(window, 'indexedDB', { value: undefined }));
  const toProvider: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/oidc/')) toProvider.push(request.url());
  });
  await page.goto('/my-accounts');
  await expect(page.getByRole('heading', { level: 1, name: "This browser can't keep your sign-in secure" })).toBeVisible();
  await expect(page.getByTestId('sign-in-blocked')).toContainText('Allow this site to store data, or use another browser.');
  await expect(page).toHaveURL(/\/my-accounts$/);
  expect(toProvider).toEqual([]);
});

test('a device whose clock is more than 5 minutes off is asked to set it, instead of being sent round the sign-in again', async ({ page }) => {
  // The page's clock 20 minutes ahead, flowing: the DPoP proofs it signs carry that time.
  await page.clock.install({ time: new Date(Date.now() + 20 * 60_000) });
  await page.clock.resume();
  await page.goto('/my-accounts');
  await expect(page).toHaveURL(/\/oidc\//);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Your device's date and time are off" })).toBeVisible();
  await expect(page.getByTestId('sign-in-blocked')).toContainText('set its date, time and time zone automatically');
  // The way back once the clock is right: the same page, signing in from the start.
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/');
});
