import type { SetupServer } from 'msw/node';
import { beforeEach } from 'vitest';
import { contract } from '../server/src/api/contract/index.js';
import { jsonSchemaOf, type ContractOperation } from '../server/src/api/contract/route-schemas.js';
import { isJsonObject } from '../server/src/api/contract/compose.js';
import { assertContractAnswer } from './contract-fixtures.js';

/**
 * Holds every answer a component test's fake platform gives under the API root to the client API
 * contract (schemas/api), whoever wrote the handler: a fixture the real platform would never send
 * (a product without its name, a field the contract lacks, a path it does not describe) fails the
 * test instead of letting a widget pass against it.
 */
export interface ContractAnswerWatch {
  /** What the answers since the last call got wrong, one line each; waits for bodies still being read. */
  takeViolations(): Promise<string[]>;
}

export function watchContractAnswers(server: SetupServer, apiRoot: string): ContractAnswerWatch {
  let pending: Array<Promise<string | undefined>> = [];
  server.events.on('response:mocked', ({ request, response }) => {
    // Cloned at once: the widget reads the original body.
    pending.push(violationOf(request.method, new URL(request.url), response.clone(), apiRoot));
  });
  return {
    async takeViolations() {
      const taken = pending;
      pending = [];
      return (await Promise.all(taken)).filter((found): found is string => found !== undefined);
    },
  };
}

/**
 * Fails each test of the file whose fake platform gave an answer the contract refuses. Checked
 * once the test's afterEach hooks are done: an error thrown from afterEach would skip the hooks
 * after it (the document's cleanup among them) and fail every later test too.
 */
export function holdAnswersToContract(server: SetupServer, apiRoot: string): void {
  const watch = watchContractAnswers(server, apiRoot);
  beforeEach(({ onTestFinished }) => {
    onTestFinished(async () => {
      const violations = await watch.takeViolations();
      if (violations.length > 0) {
        throw new Error(`The fake platform answered what the contract (schemas/api) does not allow:\n  ${violations.join('\n  ')}`);
      }
    });
  });
}

async function violationOf(method: string, url: URL, response: Response, apiRoot: string): Promise<string | undefined> {
  const root = new URL(apiRoot);
  if (url.origin !== root.origin || !url.pathname.startsWith(`${root.pathname}/`)) return undefined;
  const path = url.pathname.slice(root.pathname.length);
  const where = `${method} ${path} → ${response.status}`;
  const entry = contract.operationAt(method, path);
  if (!entry) return `${method} ${path}: the contract (schemas/api) describes no such operation`;
  return answerViolation(entry, response, where);
}

async function answerViolation(entry: ContractOperation, response: Response, where: string): Promise<string | undefined> {
  const status = String(response.status);
  const responses = isJsonObject(entry.operation.responses) ? entry.operation.responses : {};
  if (!(status in responses)) {
    // A success the contract does not list is a fixture's invention. A failure it does not list
    // (a gateway's 404, a 429, a 500) can come from anything between app and platform, and the
    // app's error messages must cope with whatever status arrives: those stay unchecked.
    return response.status < 400 ? `${where}: the contract lists no ${status} answer for this operation` : undefined;
  }
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  if (jsonSchemaOf(contract.document, responses[status]) === undefined) {
    return isJson && text !== '' ? `${where}: answers JSON where the contract defines no JSON body` : undefined;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${where}: answers ${text === '' ? 'no body' : 'a body that is not JSON'} where the contract defines a JSON body`;
  }
  try {
    assertContractAnswer(String(entry.operation.operationId), body, response.status);
    return undefined;
  } catch (error) {
    return `${where}: ${error instanceof Error ? error.message : String(error)}`;
  }
}
