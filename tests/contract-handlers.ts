import { http, HttpResponse, type HttpHandler } from 'msw';
import { bundleOfFiles, type ConfigBundle } from '../src/config-checks/index.js';
import { loadConfigFiles } from '../src/config-checks/node.js';
import { contract, operationsOf } from '../server/src/api/contract/index.js';
import { contractExamples } from '../server/src/api/contract/conformance.js';

/**
 * A fake platform that answers every operation of the client API contract (schemas/api) with its
 * own success example, for tests that render whatever a widget asks for (the widget conformance
 * test) rather than script one exchange. An operation without an example answers 204.
 */
export function contractHandlers(apiRoot: string): HttpHandler[] {
  return operationsOf(contract.document).map((entry) => {
    const examples = contractExamples(entry).filter((example) => /^2\d\d$/.test(example.part));
    const chosen = examples.find((example) => example.name === 'demo') ?? examples[0];
    const url = `${apiRoot}${entry.path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1')}`;
    const answer = () => (chosen === undefined ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(structuredClone(chosen.value) as never, { status: Number(chosen.part) }));
    return http[entry.method](url, answer);
  });
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
