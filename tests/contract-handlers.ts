import { http, HttpResponse, type HttpHandler } from 'msw';
import { bundleOfFiles, type ConfigBundle } from '../src/config-checks/index.js';
import { loadConfigFiles } from '../src/config-checks/node.js';
import { contract, operationsOf } from '../server/src/api/contract/index.js';
import { contractExamples } from '../server/src/api/contract/conformance.js';
import { isJsonObject } from '../server/src/api/contract/compose.js';
import type { ContractOperation } from '../server/src/api/contract/route-schemas.js';

/**
 * A fake platform that answers every operation of the client API contract (schemas/api) with its
 * own success example, for tests that render whatever a widget asks for (the widget conformance
 * test) rather than script one exchange: JSON, or plain text (an unmasked account number). An
 * operation whose success has no body answers 204; so does a file download, which has no example.
 */
export function contractHandlers(apiRoot: string): HttpHandler[] {
  // msw answers with the first handler that matches: a literal path (arrangements/user-preferences)
  // goes before the templated one it would also match (arrangements/{id}).
  const literalFirst = [...operationsOf(contract.document)].sort((a, b) => Number(a.path.includes('{')) - Number(b.path.includes('{')));
  return literalFirst.map((entry) => {
    const examples = contractExamples(entry).filter((example) => /^2\d\d$/.test(example.part));
    const chosen = examples.find((example) => example.name === 'demo') ?? examples[0];
    const text = chosen === undefined ? plainTextExample(entry) : undefined;
    const url = `${apiRoot}${entry.path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1')}`;
    const answer = () => {
      if (chosen !== undefined) return HttpResponse.json(structuredClone(chosen.value) as never, { status: Number(chosen.part) });
      return text === undefined ? new HttpResponse(null, { status: 204 }) : HttpResponse.text(text.value, { status: text.status });
    };
    return http[entry.method](url, answer);
  });
}

/** The first plain-text success example of an operation, with its status. */
function plainTextExample(entry: ContractOperation): { status: number; value: string } | undefined {
  const responses = isJsonObject(entry.operation.responses) ? entry.operation.responses : {};
  for (const [status, response] of Object.entries(responses)) {
    const media = /^2\d\d$/.test(status) && isJsonObject(response) && isJsonObject(response.content) ? response.content['text/plain'] : undefined;
    const examples = isJsonObject(media) && isJsonObject(media.examples) ? Object.values(media.examples) : [];
    const value = examples.map((example) => (isJsonObject(example) ? example.value : undefined)).find((found) => typeof found === 'string');
    if (typeof value === 'string') return { status: Number(status), value };
  }
  return undefined;
}

/**
 * The repository's whole configuration as the config service serves it: every file, journeys'
 * too, with config/forms/<form>.json under `forms` by name.
 */
export async function repositoryConfig(): Promise<ConfigBundle> {
  const { files, errors } = await loadConfigFiles();
  if (errors.length > 0) throw new Error(`config/ cannot be read: ${errors.map((error) => `${error.file}: ${error.message}`).join('; ')}`);
  const bundle: Record<string, unknown> = {};
  const forms: Record<string, unknown> = {};
  for (const [key, content] of Object.entries(bundleOfFiles(files))) {
    if (key.startsWith('forms/')) forms[key.slice('forms/'.length)] = content;
    else bundle[key] = content;
  }
  return { ...bundle, forms } as unknown as ConfigBundle;
}
