import type { ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { roundRobinProxy, type RoundRobinProxy } from '../src/cluster/round-robin-proxy.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { ledgerProblems } from '../src/ledger/index.js';
import { loadSigningKeys } from '../src/oidc/signing-keys.js';
import { addDays } from '../src/payments/calendar.js';
import { loadSettings, repositoryRoot } from '../src/settings.js';
import { mintAccessToken } from './access-tokens.js';
import { createProofKey, type ProofKey } from './dpop-keys.js';
import { demoPassword } from './harness.js';
import { denverToday, orderBody, ordersUrl, paymentProblems, paymentsConfig, validateUrl } from './payments-helpers.js';
import { exitOf, killAll, startServerProcess } from './server-processes.js';
import { alertOf, authorizationPath, clientId, createPkce, formAction } from './sign-in-flow.js';
import { withDatabase } from './template-database.js';
import { freePorts, postgresBinaries, throwawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.js';

// Two real server processes on one PostgreSQL behind the round-robin proxy of `npm run
// start:cluster`: a member's consecutive requests land on different processes, which must behave
// as one server. In the PostgreSQL lane on a clone of the run's template; in the PGlite lane on a
// PostgreSQL cluster of this file's own, empty, so the two also migrate and seed it at once. Each
// process starts once; one is killed with SIGKILL mid-way and the other carries on alone.
const bin = postgresBinaries();

const productSummaryPath = '/api/arrangement-manager/client-api/v2/productsummary';
/** The signed-in member's browser key (DPoP), as the app keeps one. */
const memberKey = await createProofKey();

/** A browser over HTTP: keeps cookies (path and expiry aside, as the provider's pages need), follows nothing by itself. */
class Browser {
  readonly cookies = new Map<string, string>();

  /** `target`: where requests go (the proxy, or one process); URLs name the public origin. */
  constructor(readonly target: string) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(this.target + path, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) } });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute) || (/^\s*expires=/i.test(attribute) && Date.parse(attribute.split('=')[1] ?? '') <= Date.now()));
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  postForm(path: string, form: Record<string, string>): Promise<Response> {
    return this.request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
  }
}

interface Answer {
  status: number;
  body: { id?: string; status?: string; key?: string };
}

/** A signed-in member's calls to the client API: a fresh DPoP proof each, the anti-forgery pair on every request. */
function apiCaller(target: string, publicUrl: string, key: ProofKey, token: () => string) {
  return async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const proof = await key.prove({ method, url: publicUrl + path.split('?')[0], accessToken: token() });
    try {
      const response = await fetch(target + path, {
        method,
        headers: { authorization: `DPoP ${token()}`, dpop: proof, cookie: 'XSRF-TOKEN=cluster', 'x-xsrf-token': 'cluster', 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: text.startsWith('{') ? (JSON.parse(text) as Answer['body']) : {} };
    } catch {
      // The connection cut without an answer: the process behind it was killed.
      return { status: 0, body: {} };
    }
  };
}

describe.runIf(bin !== undefined || Boolean(process.env.DATABASE_URL))('two server processes on one PostgreSQL behind a round-robin proxy', () => {
  let cluster: ThrowawayPostgres | undefined;
  let databaseUrl: string;
  let folder: string;
  let proxy: RoundRobinProxy;
  let publicUrl: string;
  const servers: { child: ChildProcess; url: string }[] = [];
  let db: Database;

  /** The run's template cloned (PostgreSQL lane), or an empty database of a cluster of our own (PGlite lane). */
  async function databaseOfOwn(): Promise<string> {
    const templateUrl = inject('templateUrl');
    if (!templateUrl) {
      cluster = await throwawayPostgres(bin!);
      return cluster.url;
    }
    const template = new URL(templateUrl).pathname.slice(1);
    // Named like the harness's clones, so the run's teardown drops it.
    const name = `${template}_c${process.pid}_cluster`;
    const admin = await openDatabase({ url: process.env.DATABASE_URL });
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name} template ${template}`);
    await admin.close();
    return withDatabase(templateUrl, name);
  }

  /**
   * The configuration with every day a business day from midnight on and the scheduler polling each
   * second, so both processes' schedulers run orders made due today, whatever day the test runs.
   */
  async function configEveryDayABusinessDay(): Promise<string> {
    const configDir = join(folder, 'config');
    await cp(join(repositoryRoot, 'config'), configDir, { recursive: true });
    const payments = JSON.parse(await readFile(join(configDir, 'payments.json'), 'utf8')) as {
      calendar: Record<string, unknown>;
      scheduler: Record<string, unknown>;
    };
    payments.calendar = { ...payments.calendar, weekendDays: [], holidays: [], scheduledRunTime: '00:00' };
    payments.scheduler = { ...payments.scheduler, pollSeconds: 1 };
    await writeFile(join(configDir, 'payments.json'), JSON.stringify(payments, null, 2));
    return configDir;
  }

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'passbook-cluster-'));
    databaseUrl = await databaseOfOwn();
    const configDir = await configEveryDayABusinessDay();
    const ports = await freePorts(2);
    proxy = await roundRobinProxy(
      ports.map((port) => ({ host: '127.0.0.1', port })),
      { port: 0, host: '127.0.0.1' },
    );
    publicUrl = proxy.url;
    const environment = (port: number): NodeJS.ProcessEnv => ({
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      // The proxy is their load balancer, as in npm run start:cluster.
      TRUSTED_PROXIES: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PASSBOOK_CONFIG_DIR: configDir,
      PASSBOOK_APP_DIR: join(folder, 'no-app'),
    });
    // Both at once, as an orchestrator starts them.
    const started = await Promise.allSettled(ports.map((port) => startServerProcess(environment(port), `http://127.0.0.1:${port}`)));
    for (const [index, outcome] of started.entries()) {
      if (outcome.status === 'rejected') throw outcome.reason;
      servers.push({ child: outcome.value, url: `http://127.0.0.1:${ports[index]}` });
    }
    db = await openDatabase({ url: databaseUrl });
    // Two processes loading through tsx at once (and, in the PGlite lane, migrating and seeding) on CI's two busy cores.
  }, 600_000);
  afterAll(async () => {
    await killAll(servers.map(({ child }) => child));
    await proxy?.close();
    await db?.close();
    await cluster?.remove();
    await rm(folder, { recursive: true, force: true });
  });

  it('started at once, they share one database, one signing key and so one key set', async () => {
    expect(await db.query<{ count: number }>('select count(*)::int as count from signing_keys')).toEqual([{ count: 1 }]);
    expect(await db.query<{ count: number }>(`select count(*)::int as count from users where id = 'u-demo'`)).toEqual([{ count: 1 }]);
    const keySets = await Promise.all(servers.map(async ({ url }) => (await fetch(`${url}/oidc/jwks`)).json()));
    expect(keySets[1]).toEqual(keySets[0]);
  });

  describe('a member’s requests alternating between them', () => {
    let tokens: { access_token: string; refresh_token: string };
    let call: ReturnType<typeof apiCaller>;

    it('sign in: authorization request, login form, consent and code exchange', async () => {
      const browser = new Browser(proxy.url);
      const pkce = createPkce();
      const redirectUri = `${publicUrl}/auth/callback`;
      let response = await browser.request(authorizationPath(pkce, { redirect_uri: redirectUri }));
      const follow = async (): Promise<URL> => {
        for (let hop = 0; hop < 20; hop++) {
          const location = response.headers.get('location');
          if (response.status < 300 || response.status >= 400 || location === null) throw new Error(`stopped at ${response.status}: ${alertOf(await response.text()) ?? ''}`);
          const next = new URL(location, publicUrl);
          if (`${next.origin}${next.pathname}` === redirectUri) return next;
          // The login page: the form is posted to whichever process is next.
          response = await browser.request(next.pathname + next.search);
          if (response.status === 200) {
            const action = formAction(await response.text(), 'password');
            if (!action) throw new Error('no login form');
            response = await browser.postForm(action, { username: 'demo', password: demoPassword });
          }
        }
        throw new Error('too many redirects');
      };
      const code = (await follow()).searchParams.get('code')!;
      const exchange = await fetch(`${proxy.url}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', dpop: await memberKey.prove({ method: 'POST', url: `${publicUrl}/oidc/token` }) },
        body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: clientId, code_verifier: pkce.verifier }).toString(),
      });
      expect(exchange.status).toBe(200);
      tokens = (await exchange.json()) as typeof tokens;
      call = apiCaller(proxy.url, publicUrl, memberKey, () => tokens.access_token);
      expect((await call('GET', productSummaryPath)).status).toBe(200);
      expect((await call('GET', productSummaryPath)).status).toBe(200);
    });

    it('refresh: the refresh token rotates once, and the rotated one is refused by the other process', async () => {
            const refresh = async (refreshToken: string) =>
        fetch(`${proxy.url}/oidc/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', dpop: await memberKey.prove({ method: 'POST', url: `${publicUrl}/oidc/token` }) },
          body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId }).toString(),
        });
      const first = await refresh(tokens.refresh_token);
      expect(first.status).toBe(200);
      const rotated = tokens.refresh_token;
      tokens = (await first.json()) as typeof tokens;
      expect((await refresh(rotated)).status).toBe(400);
    });

    it('a DPoP proof used on one process is refused on the other', async () => {
            const proof = await memberKey.prove({ method: 'GET', url: publicUrl + productSummaryPath, accessToken: tokens.access_token });
      const statuses = [];
      for (const { url } of servers) {
        statuses.push((await fetch(url + productSummaryPath, { headers: { authorization: `DPoP ${tokens.access_token}`, dpop: proof } })).status);
      }
      expect(statuses).toEqual([200, 401]);
    });

    it('transfer today: validated on one process, submitted on the other, executed once', async () => {
      const body = orderBody({ from: 'arr-demo-checking', to: 'arr-demo-savings', amount: '4.56' });
      const validate = await call('POST', validateUrl, body);
      expect(validate.status).toBe(200);
      const submit = await call('POST', ordersUrl, { ...body, id: validate.body.id });
      expect(submit).toMatchObject({ status: 202, body: { status: 'PROCESSED' } });
      expect(await call('POST', ordersUrl, { ...body, id: validate.body.id })).toMatchObject({ status: 202, body: { status: 'PROCESSED' } });
      expect(await journalEntriesOf([validate.body.id!])).toEqual({ [validate.body.id!]: 1 });
    });

    it('scheduled orders: both processes’ schedulers run them, each exactly once', async () => {
      const ids = await scheduleOrders(call, 6);
      await makeDue(ids);
      await expect.poll(() => statusesOf(ids), { timeout: 60_000, interval: 200 }).toEqual(ids.map(() => 'PROCESSED'));
      expect(await journalEntriesOf(ids)).toEqual(Object.fromEntries(ids.map((id) => [id, 1])));
      expect(await executionsOf(ids)).toEqual(Object.fromEntries(ids.map((id) => [id, 1])));
    });

    it('a configuration published through one process is served by both at once', async () => {
      const operatorKey = await createProofKey();
      const operatorToken = await mintAccessToken(await loadSigningKeys(db), await loadSettings({ publicUrl }), {
        userId: 'u-operator',
        role: 'operator',
        keyThumbprint: operatorKey.thumbprint,
      });
      const operator = apiCaller(proxy.url, publicUrl, operatorKey, () => operatorToken);
      // Both processes have served the current version (and cached its bundle).
      const bundles = await Promise.all(servers.map(async ({ url }) => (await (await fetch(`${url}/config/bundle`)).json()) as { app: { name: string } }));
      const [latest] = await db.query<{ version: number; app: Record<string, unknown> }>(
        `select version, files->'app.json' as app from config_versions where tenant = 'default' order by version desc limit 1`,
      );
      const published = await operator('POST', '/config/studio/tenants/default/versions', {
        baseVersion: latest!.version,
        comment: 'Published through one server',
        files: { 'app.json': { ...latest!.app, name: `${bundles[0]!.app.name} (cluster)` } },
      });
      expect(published.status).toBe(201);
      for (const { url } of servers) {
        expect(((await (await fetch(`${url}/config/bundle`)).json()) as { app: { name: string } }).app.name).toBe(`${bundles[0]!.app.name} (cluster)`);
      }
    });
  });

  it('failures through one process lock the username for strangers on the other', async () => {
    const [first, second] = servers.map(({ url }) => url) as [string, string];
    const attempt = async (target: string, password: string) => {
      const browser = new Browser(target);
      const start = await browser.request(authorizationPath(createPkce(), { redirect_uri: `${publicUrl}/auth/callback` }));
      const page = await browser.request(new URL(start.headers.get('location')!, publicUrl).pathname);
      const answer = await browser.postForm(formAction(await page.text(), 'password')!, { username: 'newbie', password });
      return { status: answer.status, retryAfter: answer.headers.get('retry-after') };
    };
    const statuses = [];
    for (let failure = 1; failure <= 5; failure++) statuses.push((await attempt(first, `wrong-${failure}`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 423]);
    // A stranger on the other process, even with the right password, waits.
    expect(await attempt(second, demoPassword)).toMatchObject({ status: 423, retryAfter: expect.stringMatching(/^\d+$/) as string });
  });

  it('killed with SIGKILL mid-way, one loses nothing anyone was told, and the other runs every order once', async () => {
    const key = await createProofKey();
    const token = await mintAccessToken(await loadSigningKeys(db), await loadSettings({ publicUrl }), {
      userId: 'u-demo',
      expiresInSeconds: 900,
      keyThumbprint: key.thumbprint,
    });
    const call = apiCaller(proxy.url, publicUrl, key, () => token);
    const scheduled = await scheduleOrders(call, 6);
    const [victim] = servers;

    // Members keep transferring through the proxy; once 10 submits are acknowledged (and the
    // scheduled orders have just become due) one process is killed, and they go on until 20 more are.
    const reviewed: { id: string; body: Record<string, unknown>; submit: Answer }[] = [];
    let acknowledged = 0;
    let killedAt: number | undefined;
    const member = async () => {
      while (killedAt === undefined || acknowledged < killedAt + 20) {
        const body = orderBody({ from: 'arr-demo-checking', to: 'arr-demo-savings', amount: '1.00' });
        const validate = await call('POST', validateUrl, body);
        if (validate.status !== 200) {
          // Refused, or cut off by the kill: a member tries again; anything else is a failure.
          expect([0, 502]).toContain(validate.status);
          continue;
        }
        const submit = await call('POST', ordersUrl, { ...body, id: validate.body.id });
        reviewed.push({ id: validate.body.id!, body, submit });
        if (submit.status !== 202) continue;
        acknowledged++;
        if (acknowledged === 5) await makeDue(scheduled);
        if (acknowledged >= 10 && killedAt === undefined) {
          killedAt = acknowledged;
          victim!.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, member));
    expect(await exitOf(victim!.child)).toEqual({ code: null, signal: 'SIGKILL' });

    // Submitted again (what the app does after a failure): an acknowledged one answers as it did.
    for (const { id, body, submit } of reviewed) {
      const again = await call('POST', ordersUrl, { ...body, id });
      if (submit.status === 202) expect(again).toMatchObject({ status: 202, body: { id, status: submit.body.status } });
      else expect(again.status).toBe(202);
    }
    const ids = reviewed.map(({ id }) => id);
    expect(await journalEntriesOf(ids)).toEqual(Object.fromEntries(ids.map((id) => [id, 1])));

    await expect.poll(() => statusesOf(scheduled), { timeout: 60_000, interval: 200 }).toEqual(scheduled.map(() => 'PROCESSED'));
    expect(await executionsOf(scheduled)).toEqual(Object.fromEntries(scheduled.map((id) => [id, 1])));
    expect(await journalEntriesOf(scheduled)).toEqual(Object.fromEntries(scheduled.map((id) => [id, 1])));
    expect(await ledgerProblems(db)).toEqual([]);
    expect(await paymentProblems(db, (await paymentsConfig()).limits.contacts.perDay)).toEqual([]);
  }, 300_000);

  /** `count` orders for the day after tomorrow (so they wait, ACCEPTED), through the proxy. */
  async function scheduleOrders(call: ReturnType<typeof apiCaller>, count: number): Promise<string[]> {
    const date = addDays(denverToday(), 2);
    const ids = [];
    for (let n = 1; n <= count; n++) {
      const body = orderBody({ from: 'arr-demo-checking', to: 'arr-demo-savings', amount: `0.${String(n).padStart(2, '0')}`, date });
      const validate = await call('POST', validateUrl, body);
      expect(validate.status).toBe(200);
      const submit = await call('POST', ordersUrl, { ...body, id: validate.body.id });
      expect(submit).toMatchObject({ status: 202, body: { status: 'ACCEPTED' } });
      ids.push(validate.body.id!);
    }
    return ids;
  }

  /** Their day has come: the processes run on the real clock, so the orders' execution date moves to today. */
  async function makeDue(ids: string[]): Promise<void> {
    await db.query(`update payment_orders set next_execution_date = $2::date where id = any($1::text[])`, [ids, denverToday()]);
  }

  async function statusesOf(ids: string[]): Promise<string[]> {
    const rows = await db.query<{ id: string; status: string }>('select id, status from payment_orders where id = any($1::text[])', [ids]);
    const byId = new Map(rows.map((row) => [row.id, row.status]));
    return ids.map((id) => byId.get(id) ?? 'missing');
  }

  async function journalEntriesOf(ids: string[]): Promise<Record<string, number>> {
    const rows = await db.query<{ id: string; count: number }>(
      `select o.id, (select count(*)::int from journal_entries j where j.payment_order_id like o.id || '@%') as count
         from payment_orders o where o.id = any($1::text[])`,
      [ids],
    );
    return Object.fromEntries(rows.map((row) => [row.id, row.count]));
  }

  async function executionsOf(ids: string[]): Promise<Record<string, number>> {
    const rows = await db.query<{ id: string; count: number }>(
      `select payment_order_id as id, count(*)::int as count from payment_order_executions where payment_order_id = any($1::text[]) group by 1`,
      [ids],
    );
    return Object.fromEntries(rows.map((row) => [row.id, row.count]));
  }
});
