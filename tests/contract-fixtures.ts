import { HttpResponse } from 'msw';
import { contract } from '../server/src/api/contract/index.js';
import { contractExamples, contractViolations } from '../server/src/api/contract/conformance.js';

/**
 * Fixtures for msw handlers that hold to the client API contract (schemas/api): a component
 * test's fake platform answers only what a real platform may answer, so a widget never passes
 * against a shape the server would not send.
 */

/** Throws, naming every difference, when `body` is not what the operation may answer. */
export function assertContractAnswer(operationId: string, body: unknown, status = 200): void {
  const problems = contractViolations(contract, contract.byId(operationId), String(status), body);
  if (problems.length > 0) {
    throw new Error(`msw answer for ${operationId} (${status}) does not match schemas/api:\n  ${problems.join('\n  ')}`);
  }
}

/** The contract's example of the operation's answer (a copy, free to change in a test). */
export function contractExample<T = unknown>(operationId: string, status = 200, name = 'demo'): T {
  const example = contractExamples(contract.byId(operationId)).find((entry) => entry.part === String(status) && entry.name === name);
  if (!example) throw new Error(`schemas/api has no ${status} example "${name}" for ${operationId}`);
  return structuredClone(example.value) as T;
}

/** An msw JSON answer, checked against the contract first. */
export function contractAnswer(operationId: string, body: unknown, status = 200): Response {
  assertContractAnswer(operationId, body, status);
  return HttpResponse.json(body as Parameters<typeof HttpResponse.json>[0], { status });
}
