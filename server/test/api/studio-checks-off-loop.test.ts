import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkConfigFiles, type ConfigFiles } from '../../src/config/checks.js';
import { createTestApp, type TestApp } from '../harness.js';

// Operators validating drafts must never hold up members: the studio checks a draft on a worker
// thread, so a member's request made while validations run is answered before they end. On the
// event loop the validations still waiting would run first, each holding the loop for its whole
// check, and the member's request would be answered last.

const studio = '/config/studio/tenants/default';
const memberUrl = '/api/notifications-service/client-api/v3/notifications/unread-count';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface MenuFile {
  groups: { labelKey: string; items: unknown[] }[];
}

describe('studio validation off the event loop', () => {
  it('answers a member while four validations run before they end, and validates exactly as in-thread', async () => {
    const operator = t.as('u-operator');
    const member = t.as('u-demo');
    const latest = (await operator({ method: 'GET', url: `${studio}/files` })).json<{ files: { path: string; content: unknown }[] }>();
    const published: ConfigFiles = Object.fromEntries(latest.files.map((file) => [file.path, file.content]));
    const menu = published['menu.json'] as MenuFile;
    const unknownLabel = structuredClone(menu);
    unknownLabel.groups[0]!.labelKey = 'menu.noSuchKey';
    const unknownKey = structuredClone(menu);
    (unknownKey.groups[0] as unknown as Record<string, unknown>).colour = 'red';
    const drafts: ConfigFiles[] = [{ 'menu.json': menu }, { 'menu.json': unknownLabel }, { 'menu.json': unknownKey }, {}];

    const finished: string[] = [];
    const validations = drafts.map((files, index) =>
      operator({ method: 'POST', url: `${studio}/validate`, payload: { files } }).then((response) => {
        finished.push(`validation ${index}`);
        return response;
      }),
    );
    // Once one is answered, the other three are certainly under way. Which one comes first is not
    // fixed: each reads the latest version before it is queued, and on PostgreSQL those reads run
    // on several connections and may return in any order.
    await Promise.race(validations);
    const memberAnswer = await member({ method: 'GET', url: memberUrl });
    finished.push('member');
    const answers = await Promise.all(validations);

    expect(memberAnswer.statusCode).toBe(200);
    // Answered while validations still ran: at least one ended after it.
    expect(finished.indexOf('member')).toBeLessThan(finished.length - 1);
    const inThread = await Promise.all(drafts.map((files) => checkConfigFiles({ ...published, ...files })));
    expect(answers.map((answer) => answer.json())).toEqual(inThread.map((errors) => ({ valid: errors.length === 0, errors })));
    // Not vacuous: the drafts with mistakes were reported as such.
    expect(inThread.map((errors) => errors.length > 0)).toEqual([false, true, true, false]);
  });
});
