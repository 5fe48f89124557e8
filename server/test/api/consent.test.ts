import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemAuthor, VersionStore } from '../../src/config/versions.js';
import type { TermsConfig } from '../../src/consent/terms.js';
import { createTestApp, type TestApp } from '../harness.js';
import { expectConformsToContract, expectErrorBody, expectUnauthorized } from './client-api-checks.js';

const consentUrl = '/api/consent/client-api/v1/terms-consent';
const consentPath = '/consent/client-api/v1/terms-consent';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface TermsConsent {
  version: string;
  effective: string;
  accepted: boolean;
  acceptedAt?: string;
}

async function consentOf(userId: string, agentId?: string): Promise<TermsConsent> {
  const response = await t.as(userId, agentId ? { agentId, role: 'agent' } : {})({ method: 'GET', url: consentUrl });
  expect(response.statusCode, response.body).toBe(200);
  expectConformsToContract('GET', consentPath, response);
  return response.json<TermsConsent>();
}

const accept = (userId: string, version: string, agentId?: string) =>
  t.as(userId, agentId ? { agentId, role: 'agent' } : {})({ method: 'POST', url: consentUrl, payload: { version } });

async function acceptancesOf(userId: string): Promise<number> {
  const [row] = await t.db.query<{ count: number }>('select count(*)::int as count from terms_acceptances where user_id = $1', [userId]);
  return row!.count;
}

describe('terms consent', () => {
  it('tells that the demo members have accepted the current terms', async () => {
    for (const member of ['u-demo', 'u-newbie']) {
      const consent = await consentOf(member);
      expect(consent).toMatchObject({ version: '2026-11', effective: '2026-11-01', accepted: true });
      expect(consent.acceptedAt).toEqual(expect.any(String));
    }
  });

  it('needs a signed-in member to read or accept', async () => {
    await expectUnauthorized(t, { method: 'GET', url: consentUrl });
    await expectUnauthorized(t, { method: 'POST', url: consentUrl, payload: { version: '2026-11' } });
  });

  it('refuses a request without a version', async () => {
    const response = await t.as('u-demo')({ method: 'POST', url: consentUrl, payload: {} });
    expectErrorBody(response, 400);
  });
});

describe('after the credit union publishes new terms', () => {
  const versions = () => new VersionStore(t.db);
  let restore: () => Promise<void>;

  beforeAll(async () => {
    const latest = (await versions().latest('default'))!;
    const terms = { ...(latest.files['terms.json'] as TermsConfig), version: '2027-01', effective: '2027-01-01' };
    await versions().create({
      tenant: 'default',
      baseVersion: latest.version,
      files: { ...latest.files, 'terms.json': terms },
      author: systemAuthor,
      comment: 'Terms of January 2027',
      kind: 'publish',
    });
    restore = async () => {
      await versions().create({ tenant: 'default', baseVersion: latest.version + 1, files: latest.files, author: systemAuthor, comment: 'back', kind: 'publish' });
    };
  });
  afterAll(async () => {
    await restore();
  });

  it('asks a member who accepted the earlier version to accept the new one', async () => {
    const consent = await consentOf('u-demo');
    expect(consent).toEqual({ version: '2027-01', effective: '2027-01-01', accepted: false });
  });

  it('refuses the earlier version as no longer current', async () => {
    const response = await accept('u-demo', '2026-11');
    expect(expectErrorBody(response, 409)).toEqual({ message: 'These terms are no longer current', key: 'consent.version.stale', errors: [] });
    expectConformsToContract('POST', consentPath, response);
    expect((await consentOf('u-demo')).accepted).toBe(false);
  });

  it('lets an agent acting for the member see but not accept', async () => {
    expect((await consentOf('u-demo', 'u-agent')).accepted).toBe(false);
    const response = await accept('u-demo', '2027-01', 'u-agent');
    expect(expectErrorBody(response, 403).key).toBe('access.forbidden');
    expect((await consentOf('u-demo')).accepted).toBe(false);
  });

  it('records an acceptance once, keeping the first time', async () => {
    const before = await acceptancesOf('u-demo');
    const first = await accept('u-demo', '2027-01');
    expect(first.statusCode, first.body).toBe(201);
    expectConformsToContract('POST', consentPath, first);
    const accepted = first.json<{ version: string; acceptedAt: string }>();
    expect(accepted.version).toBe('2027-01');

    const again = await accept('u-demo', '2027-01');
    expect(again.statusCode, again.body).toBe(200);
    expectConformsToContract('POST', consentPath, again);
    expect(again.json()).toEqual(accepted);
    expect(await acceptancesOf('u-demo')).toBe(before + 1);

    expect(await consentOf('u-demo')).toEqual({ version: '2027-01', effective: '2027-01-01', accepted: true, acceptedAt: accepted.acceptedAt });
    expect((await consentOf('u-newbie')).accepted).toBe(false);
  });
});
