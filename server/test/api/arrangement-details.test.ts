import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { expectBadInputs, expectErrorBody } from './client-api-checks.js';

const base = '/api/arrangement-manager/client-api/v2';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('unmask an attribute', () => {
  it('returns the clear account number as text and audits who saw it, without the value', async () => {
    const [secret] = await t.db.query<{ clear_value: string }>(
      `select clear_value from arrangement_secrets where arrangement_id = 'arr-demo-checking' and attribute_name = 'BBAN'`,
    );
    const response = await t.as('u-demo', { agentId: 'u-agent', role: 'agent' })({
      method: 'GET',
      url: `${base}/arrangements/arr-demo-checking/unmasked-attributes/BBAN`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(secret?.clear_value);
    const audits = await t.db.query<{ actor_id: string; subject_id: string; details: Record<string, unknown> }>(
      `select actor_id, subject_id, details from audit_events where action = 'arrangement.unmasked'`,
    );
    expect(audits).toEqual([
      { actor_id: 'u-agent', subject_id: 'u-demo', details: { arrangementId: 'arr-demo-checking', attributeName: 'BBAN', serviceAgreementId: 'sa-demo-personal' } },
    ]);
    expect(JSON.stringify(audits)).not.toContain(secret!.clear_value);
  });

  it('refuses attributes that are not unmaskable, other members’ accounts and callers without Product Summary', async () => {
    expect(expectErrorBody(await t.as('u-demo')({ method: 'GET', url: `${base}/arrangements/arr-demo-checking/unmasked-attributes/IBAN` }), 404).key)
      .toBe('arrangement.attribute-not-unmaskable');
    expect(expectErrorBody(await t.as('u-demo')({ method: 'GET', url: `${base}/arrangements/arr-newbie-checking/unmasked-attributes/BBAN` }), 404).key)
      .toBe('arrangement.not-found');
    expectErrorBody(await t.as('u-limited')({ method: 'GET', url: `${base}/arrangements/arr-limited-checking/unmasked-attributes/BBAN` }), 403);
    const [{ count }] = (await t.db.query<{ count: number }>(
      `select count(*)::int as count from audit_events where action = 'arrangement.unmasked' and subject_id <> 'u-demo'`,
    )) as [{ count: number }];
    expect(count).toBe(0);
  });

  it('rejects bad input', async () => {
    await expectBadInputs(t.as('u-demo'), [
      { name: 'attribute with symbols', request: { method: 'GET', url: `${base}/arrangements/arr-demo-checking/unmasked-attributes/BB%24AN` } },
      { name: 'attribute too long', request: { method: 'GET', url: `${base}/arrangements/arr-demo-checking/unmasked-attributes/${'A'.repeat(41)}` } },
      { name: 'query parameter', request: { method: 'GET', url: `${base}/arrangements/arr-demo-checking/unmasked-attributes/BBAN?x=1` } },
    ]);
  });
});

describe('unlink an external account', () => {
  it('unlinks a linked external account: product summary and details no longer show it', async () => {
    const [external] = await t.db.query<{ id: string; legal_entity_id: string; external_arrangement_id: string }>(
      `select a.id, a.legal_entity_id, a.external_arrangement_id from arrangements a
         join service_agreement_arrangements saa on saa.arrangement_id = a.id
        where saa.service_agreement_id = 'sa-demo-personal' and a.is_external order by a.id limit 1`,
    );
    const details = (await t.as('u-demo')({ method: 'GET', url: `${base}/arrangements/${external!.id}` })).json() as {
      externalArrangementId: string;
      legalEntityIds: string[];
    };
    expect(details.externalArrangementId).toBe(external!.external_arrangement_id);
    const response = await t.as('u-demo')({ method: 'POST', url: `${base}/arrangements/unlink/${details.legalEntityIds[0]}/${details.externalArrangementId}` });
    expect(response.statusCode, response.body).toBe(204);
    const summary = (await t.as('u-demo')({ method: 'GET', url: `${base}/productsummary` })).body;
    expect(summary).not.toContain(`"${external!.id}"`);
    expectErrorBody(await t.as('u-demo')({ method: 'GET', url: `${base}/arrangements/${external!.id}` }), 404);
    const [audit] = await t.db.query<{ actor_id: string }>(`select actor_id from audit_events where action = 'arrangement.unlinked' and details->>'arrangementId' = $1`, [external!.id]);
    expect(audit?.actor_id).toBe('u-demo');
    // Twice: gone.
    expectErrorBody(await t.as('u-demo')({ method: 'POST', url: `${base}/arrangements/unlink/${details.legalEntityIds[0]}/${details.externalArrangementId}` }), 404);
  });

  it('refuses the credit union’s own accounts, other members’ and callers without Product Summary edit', async () => {
    const [own] = await t.db.query<{ legal_entity_id: string; external_arrangement_id: string }>(
      `select legal_entity_id, external_arrangement_id from arrangements where id = 'arr-demo-checking'`,
    );
    expect(expectErrorBody(await t.as('u-demo')({ method: 'POST', url: `${base}/arrangements/unlink/${own!.legal_entity_id}/${own!.external_arrangement_id}` }), 400).key)
      .toBe('arrangement.not-external');
    const [theirs] = await t.db.query<{ legal_entity_id: string; external_arrangement_id: string }>(
      `select legal_entity_id, external_arrangement_id from arrangements where id = 'arr-newbie-checking'`,
    );
    expectErrorBody(await t.as('u-demo')({ method: 'POST', url: `${base}/arrangements/unlink/${theirs!.legal_entity_id}/${theirs!.external_arrangement_id}` }), 404);
    await t.db.query(
      `delete from access_group_permissions where resource = 'Product Summary' and function_name = 'Product Summary' and privilege = 'edit'
         and access_group_id in (select id from access_groups where service_agreement_id = 'sa-newbie')`,
    );
    expectErrorBody(await t.as('u-newbie')({ method: 'POST', url: `${base}/arrangements/unlink/${theirs!.legal_entity_id}/${theirs!.external_arrangement_id}` }), 403);
    expect((await t.db.query(`select 1 from arrangements where id in ('arr-demo-checking', 'arr-newbie-checking')`)).length).toBe(2);
  });

  it('rejects bad input', async () => {
    await expectBadInputs(t.as('u-demo'), [
      { name: 'bad legal entity id', request: { method: 'POST', url: `${base}/arrangements/unlink/le%20x/ext-1` } },
      { name: 'query parameter', request: { method: 'POST', url: `${base}/arrangements/unlink/le-1/ext-1?force=true` } },
    ]);
  });
});
