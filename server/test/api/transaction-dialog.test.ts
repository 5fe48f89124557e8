import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { expectBadInputs, expectErrorBody, toCents } from './client-api-checks.js';

const base = '/api/transaction-manager/client-api/v2/transactions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const one = async <T>(sql: string, params: unknown[] = []): Promise<T> => {
  const [row] = await t.db.query<T>(sql, params);
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
};

describe('list filters', () => {
  it('filters by amount range, type groups, categories and state, inclusively', async () => {
    const query = 'arrangementId=arr-demo-checking&amountGreaterThan=20&amountLessThan=80.5&typeGroups=Payment,Check&categories=Groceries&categories=Checks&state=COMPLETED&size=1000';
    const response = await t.as('u-demo')({ method: 'GET', url: `${base}?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    const expected = await t.db.query<{ id: string }>(
      `select id from transactions where arrangement_id = 'arr-demo-checking' and amount between 20 and 80.5
          and type_group in ('Payment', 'Check') and category in ('Groceries', 'Checks') and state = 'COMPLETED'
        order by booking_date desc, sequence desc, id desc`,
    );
    expect(expected.length).toBeGreaterThan(0);
    const page = response.json() as Array<{ id: string; transactionAmountCurrency: { amount: string } }>;
    expect(page.map((tx) => tx.id)).toEqual(expected.map((row) => row.id));
    expect(response.headers['x-total-count']).toBe(String(expected.length));
    for (const tx of page) {
      expect(toCents(tx.transactionAmountCurrency.amount) >= 2000n && toCents(tx.transactionAmountCurrency.amount) <= 8050n).toBe(true);
    }
  });

  it('searches notes and categories too', async () => {
    const tx = await one<{ id: string }>(`select id from transactions where arrangement_id = 'arr-demo-checking' order by sequence limit 1`);
    await t.as('u-demo')({ method: 'PUT', url: `${base}/${tx.id}/notes`, payload: { notes: 'Zebra-unique-note' } });
    const page = (await t.as('u-demo')({ method: 'GET', url: `${base}?query=zebra-unique` })).json() as Array<{ id: string; notes: string }>;
    expect(page.map((item) => item.id)).toEqual([tx.id]);
    expect(page[0]?.notes).toBe('Zebra-unique-note');
  });
});

describe('one transaction, notes and category', () => {
  it('returns one transaction, and 404 for another member’s', async () => {
    const mine = await one<{ id: string }>(`select id from transactions where arrangement_id = 'arr-demo-checking' limit 1`);
    const theirs = await one<{ id: string }>(`select id from transactions where arrangement_id = 'arr-newbie-checking' limit 1`);
    const response = await t.as('u-demo')({ method: 'GET', url: `${base}/${mine.id}` });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { id: string }).id).toBe(mine.id);
    expect(expectErrorBody(await t.as('u-demo')({ method: 'GET', url: `${base}/${theirs.id}` }), 404).key).toBe('transaction.not-found');
    for (const method of ['PUT', 'DELETE'] as const) {
      expectErrorBody(await t.as('u-demo')({ method, url: `${base}/${theirs.id}/notes`, payload: method === 'PUT' ? { notes: 'x' } : undefined }), 404);
    }
  });

  it('adds, edits and deletes a note', async () => {
    const tx = await one<{ id: string }>(`select id from transactions where arrangement_id = 'arr-demo-savings' limit 1`);
    const added = await t.as('u-demo')({ method: 'PUT', url: `${base}/${tx.id}/notes`, payload: { notes: '  Rent share  ' } });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ notes: 'Rent share' });
    await t.as('u-demo')({ method: 'PUT', url: `${base}/${tx.id}/notes`, payload: { notes: 'Rent share (May)' } });
    expect((await one<{ notes: string }>('select notes from transactions where id = $1', [tx.id])).notes).toBe('Rent share (May)');
    const deleted = await t.as('u-demo')({ method: 'DELETE', url: `${base}/${tx.id}/notes` });
    expect(deleted.statusCode).toBe(204);
    expect((await one<{ notes: string | null }>('select notes from transactions where id = $1', [tx.id])).notes).toBeNull();
  });

  it('changes a category (PATCH → 204) and lists the categories', async () => {
    const categories = (await t.as('u-demo')({ method: 'GET', url: `${base}/categories` })).json() as Array<{ categoryName: string; categoryId: number }>;
    const dining = categories.find((category) => category.categoryName === 'Dining');
    expect(dining).toBeDefined();
    const tx = await one<{ id: string }>(`select id from transactions where arrangement_id = 'arr-demo-checking' and category <> 'Dining' limit 1`);
    const response = await t.as('u-demo')({ method: 'PATCH', url: base, payload: [{ id: tx.id, arrangementId: 'arr-demo-checking', category: 'Dining' }] });
    expect(response.statusCode, response.body).toBe(204);
    const row = await one<{ category: string; category_id: number }>('select category, category_id from transactions where id = $1', [tx.id]);
    expect(row).toEqual({ category: 'Dining', category_id: dining!.categoryId });
    // Wrong arrangement for the id: nothing changes.
    expectErrorBody(await t.as('u-demo')({ method: 'PATCH', url: base, payload: [{ id: tx.id, arrangementId: 'arr-demo-savings', category: 'Travel' }] }), 404);
    expect((await one<{ category: string }>('select category from transactions where id = $1', [tx.id])).category).toBe('Dining');
  });

  it('rejects bad input', async () => {
    const tx = await one<{ id: string }>(`select id from transactions where arrangement_id = 'arr-demo-checking' limit 1`);
    await expectBadInputs(t.as('u-demo'), [
      { name: 'blank note', request: { method: 'PUT', url: `${base}/${tx.id}/notes`, payload: { notes: '   ' } } },
      { name: 'note too long', request: { method: 'PUT', url: `${base}/${tx.id}/notes`, payload: { notes: 'x'.repeat(501) } } },
      { name: 'note as number', request: { method: 'PUT', url: `${base}/${tx.id}/notes`, payload: { notes: 5 } } },
      { name: 'note extra field', request: { method: 'PUT', url: `${base}/${tx.id}/notes`, payload: { notes: 'a', id: 'b' } } },
      { name: 'bad id', request: { method: 'GET', url: `${base}/bad%20id` } },
      { name: 'unknown category', request: { method: 'PATCH', url: base, payload: [{ id: tx.id, arrangementId: 'arr-demo-checking', category: 'Yachts' }] } },
      { name: 'patch not a list', request: { method: 'PATCH', url: base, payload: { id: tx.id, arrangementId: 'arr-demo-checking', category: 'Dining' } } },
      { name: 'patch empty list', request: { method: 'PATCH', url: base, payload: [] } },
      { name: 'amount with sign', request: { method: 'GET', url: `${base}?amountGreaterThan=-5` } },
      { name: 'unknown state', request: { method: 'GET', url: `${base}?state=LOST` } },
      { name: 'dispute type', request: { method: 'POST', url: `${base}/${tx.id}/disputes`, payload: { requestType: 'REFUND', message: 'x' } } },
      { name: 'dispute blank', request: { method: 'POST', url: `${base}/${tx.id}/disputes`, payload: { requestType: 'INQUIRY', message: ' ' } } },
      { name: 'dispute too long', request: { method: 'POST', url: `${base}/${tx.id}/disputes`, payload: { requestType: 'INQUIRY', message: 'x'.repeat(2001) } } },
    ]);
  });

  it('needs Transactions edit to change anything', async () => {
    await t.db.query(
      `delete from access_group_permissions where resource = 'Transactions' and privilege = 'edit'
         and access_group_id in (select id from access_groups where service_agreement_id = 'sa-newbie')`,
    );
    const tx = await one<{ id: string }>(`select id from transactions where arrangement_id = 'arr-newbie-checking' limit 1`);
    expectErrorBody(await t.as('u-newbie')({ method: 'PUT', url: `${base}/${tx.id}/notes`, payload: { notes: 'x' } }), 403);
    expectErrorBody(await t.as('u-newbie')({ method: 'POST', url: `${base}/${tx.id}/disputes`, payload: { requestType: 'INQUIRY', message: 'x' } }), 403);
  });
});

describe('inquiry and dispute', () => {
  it('files a dispute on an eligible card payment: secure message, status, audit; a second one is refused', async () => {
    const tx = await one<{ id: string }>(
      `select id from transactions where arrangement_id = 'arr-demo-checking' and type_group = 'Payment' and not is_pending
          and coalesce(dispute_status, 'UNDISPUTED') in ('UNDISPUTED', 'REJECTED') and booking_date > current_date - 30
        order by sequence desc limit 1`,
    );
    const options = (await t.as('u-demo')({ method: 'GET', url: `${base}/${tx.id}/dispute-options` })).json() as Record<string, unknown>;
    expect(options).toMatchObject({ eligible: true, requestTypes: ['INQUIRY', 'DISPUTE'], eligibilityDays: 60, topics: { DISPUTE: 'DISPUTES', INQUIRY: 'GENERAL' } });
    const response = await t.as('u-demo', { agentId: 'u-agent', role: 'agent' })({
      method: 'POST',
      url: `${base}/${tx.id}/disputes`,
      payload: { requestType: 'DISPUTE', message: 'I did not make this purchase.' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json() as { id: string; conversationId: string; disputeStatus: string; topicCode: string };
    expect(result).toMatchObject({ disputeStatus: 'PENDING', topicCode: 'DISPUTES' });
    const conversation = await one<{ mailbox: string; code: string; body: string; user_id: string }>(
      `select c.mailbox, mt.code, m.body, c.user_id from conversations c join message_topics mt on mt.id = c.topic_id
         join messages m on m.conversation_id = c.id where c.id = $1`,
      [result.conversationId],
    );
    expect(conversation).toEqual({ mailbox: 'outbox', code: 'DISPUTES', body: 'I did not make this purchase.', user_id: 'u-demo' });
    expect((await one<{ dispute_status: string }>('select dispute_status from transactions where id = $1', [tx.id])).dispute_status).toBe('PENDING');
    const audit = await one<{ actor_id: string; subject_id: string }>(
      `select actor_id, subject_id from audit_events where action = 'transaction.request-filed' and details->>'transactionId' = $1`,
      [tx.id],
    );
    expect(audit).toEqual({ actor_id: 'u-agent', subject_id: 'u-demo' });
    const again = expectErrorBody(
      await t.as('u-demo')({ method: 'POST', url: `${base}/${tx.id}/disputes`, payload: { requestType: 'INQUIRY', message: 'Any news?' } }),
      409,
    );
    expect((again.errors[0] as { key: string }).key).toBe('ALREADY_DISPUTED');
    const after = (await t.as('u-demo')({ method: 'GET', url: `${base}/${tx.id}/dispute-options` })).json() as Record<string, unknown>;
    expect(after).toMatchObject({ eligible: false, reason: 'ALREADY_DISPUTED', disputeStatus: 'PENDING', requestTypes: [] });
  });

  it('allows only an inquiry past the eligibility days or for a type that is not disputable', async () => {
    const old = await one<{ id: string }>(
      `select id from transactions where arrangement_id = 'arr-demo-checking' and type_group = 'Payment' and not is_pending
          and coalesce(dispute_status, 'UNDISPUTED') in ('UNDISPUTED', 'REJECTED') and booking_date < current_date - 90 limit 1`,
    );
    const options = (await t.as('u-demo')({ method: 'GET', url: `${base}/${old.id}/dispute-options` })).json() as Record<string, unknown>;
    expect(options).toMatchObject({ eligible: true, reason: 'TOO_OLD', requestTypes: ['INQUIRY'] });
    const refused = expectErrorBody(
      await t.as('u-demo')({ method: 'POST', url: `${base}/${old.id}/disputes`, payload: { requestType: 'DISPUTE', message: 'Wrong amount' } }),
      409,
    );
    expect((refused.errors[0] as { key: string }).key).toBe('TOO_OLD');
    const inquiry = await t.as('u-demo')({ method: 'POST', url: `${base}/${old.id}/disputes`, payload: { requestType: 'INQUIRY', message: 'What is this?' } });
    expect(inquiry.statusCode, inquiry.body).toBe(201);
    expect((inquiry.json() as { disputeStatus: string; topicCode: string })).toMatchObject({ disputeStatus: 'INQUIRY_PENDING', topicCode: 'GENERAL' });
    const interest = await one<{ id: string }>(
      `select id from transactions where arrangement_id = 'arr-demo-savings' and type_group = 'Interest' and not is_pending limit 1`,
    );
    expect((await t.as('u-demo')({ method: 'GET', url: `${base}/${interest.id}/dispute-options` })).json()).toMatchObject({
      reason: 'TYPE_NOT_DISPUTABLE',
      requestTypes: ['INQUIRY'],
    });
  });
});

describe('check images', () => {
  const checkWhere = `arrangement_id in (select arrangement_id from service_agreement_arrangements where service_agreement_id = 'sa-demo-personal') and check_number is not null`;

  it('serves front and back of an available check as SVG showing number, payee and amount', async () => {
    const check = await one<{ id: string; check_number: string; amount: string; counter_party_name: string }>(
      `select id, check_number, amount::text as amount, counter_party_name from transactions
        where ${checkWhere} and check_image_availability = 'AVAILABLE' and booking_date < current_date - 7 and booking_date > current_date - 700 limit 1`,
    );
    const response = await t.as('u-demo')({ method: 'GET', url: `${base}/${check.id}/check-images` });
    expect(response.statusCode, response.body).toBe(200);
    const { images } = response.json() as { images: Array<{ side: string; mimeType: string; content: string }> };
    expect(images.map((image) => [image.side, image.mimeType])).toEqual([['FRONT', 'image/svg+xml'], ['BACK', 'image/svg+xml']]);
    const front = Buffer.from(images[0]!.content, 'base64').toString('utf8');
    expect(front).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(front).toContain(`No. ${check.check_number}`);
    expect(front).toContain(`$${check.amount}`);
    expect(front).toContain(check.counter_party_name.replaceAll('&', '&amp;'));
    // Deterministic: the same check gives the same picture.
    const again = (await t.as('u-demo')({ method: 'GET', url: `${base}/${check.id}/check-images` })).json() as { images: Array<{ content: string }> };
    expect(again.images[0]!.content).toBe(images[0]!.content);
  });

  it('answers the three unavailability cases with their keys, and not-a-check with 404', async () => {
    const old = await one<{ id: string }>(`select id from transactions where ${checkWhere} and booking_date < current_date - 730 limit 1`);
    expect(expectErrorBody(await t.as('u-demo')({ method: 'GET', url: `${base}/${old.id}/check-images` }), 404).key).toBe('check-images.too-old');
    const recent = await one<{ id: string }>(
      `select id from transactions where ${checkWhere} and check_image_availability = 'UNAVAILABLE' and booking_date > current_date - 30 limit 1`,
    );
    expect(expectErrorBody(await t.as('u-demo')({ method: 'GET', url: `${base}/${recent.id}/check-images` }), 404).key).toBe('check-images.too-recent');
    const plain = await one<{ id: string }>(`select id from transactions where arrangement_id = 'arr-demo-checking' and check_number is null limit 1`);
    expect(expectErrorBody(await t.as('u-demo')({ method: 'GET', url: `${base}/${plain.id}/check-images` }), 404).key).toBe('check-images.not-found');

    const configDir = await mkdtemp(join(tmpdir(), 'passbook-checks-'));
    try {
      await cp(t.settings.configDir, configDir, { recursive: true });
      const config = JSON.parse(await readFile(join(configDir, 'transactions.json'), 'utf8')) as { checkImages: { maintenance: boolean } };
      config.checkImages.maintenance = true;
      await writeFile(join(configDir, 'transactions.json'), JSON.stringify(config));
      const maintained = await createTestApp({ configDir });
      try {
        const body = expectErrorBody(await maintained.as('u-demo')({ method: 'GET', url: `${base}/${old.id}/check-images` }), 503);
        expect(body.key).toBe('check-images.maintenance');
      } finally {
        await maintained.close();
      }
    } finally {
      await rm(configDir, { recursive: true, force: true });
    }
  });
});
