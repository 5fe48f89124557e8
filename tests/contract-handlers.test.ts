import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { contract, operationsOf } from '../server/src/api/contract/index.js';
import { jsonSchemaOf } from '../server/src/api/contract/route-schemas.js';
import { isJsonObject } from '../server/src/api/contract/compose.js';
import { contractHandlers } from './contract-handlers.js';
import { assertContractAnswer, contractExample } from './contract-fixtures.js';

const apiRoot = 'http://platform.test/api';
const handlers = contractHandlers(apiRoot);

async function ask(method: string, path: string): Promise<Response> {
  const response = await getResponse(handlers, new Request(`${apiRoot}${path.replace(/\{[^}]+\}/g, 'demo-1')}`, { method }));
  if (!response) throw new Error(`the fake platform does not answer ${method} ${path}`);
  return response;
}

describe('the fake platform of component tests', () => {
  it('answers every operation whose success has a JSON body with its example, at a status the contract lists', async () => {
    for (const { method, path, operation } of operationsOf(contract.document)) {
      const responses = isJsonObject(operation.responses) ? operation.responses : {};
      const success = Object.entries(responses).filter(([status, response]) => /^2\d\d$/.test(status) && jsonSchemaOf(contract.document, response));
      if (success.length === 0) continue;
      const response = await ask(method.toUpperCase(), path);
      const where = `${method} ${path} → ${response.status}`;
      expect(success.map(([status]) => status), where).toContain(String(response.status));
      const body: unknown = JSON.parse(await response.text());
      expect(() => assertContractAnswer(String(operation.operationId), body, response.status), where).not.toThrow();
    }
  });

  it('answers a new contact with its id, as the platform does', async () => {
    const response = await ask('POST', '/contact-manager/client-api/v2/contacts');
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual(contractExample('createContact', 201));
  });

  it('answers an unmasked account number in plain text', async () => {
    const response = await ask('GET', '/arrangement-manager/client-api/v2/arrangements/{arrangementId}/unmasked-attributes/{attributeName}');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toMatch(/^\d+$/);
  });
});
