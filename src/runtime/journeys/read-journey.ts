import { describeSchemaErrors, loadConfigValidators } from '../../config-checks/index.js';
import type { JourneyDefinition } from './journey-definition.js';

export type JourneyFileResult =
  | { readonly ok: true; readonly journey: JourneyDefinition }
  | { readonly ok: false; readonly problems: readonly string[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The journey `name` of a configuration bundle (`bundle.journeys[name]`, config/journeys/<name>.json),
 * checked against schemas/journey.schema.json with its precompiled validator, which downloads
 * with the first journey opened, never with the first screen. A broken file shows what is wrong.
 */
export async function readJourney(bundle: Readonly<Record<string, unknown>>, name: string): Promise<JourneyFileResult> {
  const journeys = bundle.journeys;
  const content = isRecord(journeys) ? journeys[name] : undefined;
  if (content === undefined) {
    const known = isRecord(journeys) ? Object.keys(journeys).sort().join(', ') : '';
    return { ok: false, problems: [`journeys/${name}.json does not exist; journeys: ${known || '(none)'}`] };
  }
  const { journey: validate } = await loadConfigValidators(['journey']);
  if (validate === undefined) return { ok: false, problems: ['schemas/journey.schema.json has no compiled validator; run npx tsx scripts/compile-schemas.ts'] };
  if (!validate(content)) {
    return { ok: false, problems: describeSchemaErrors(validate.errors ?? []).map(({ pointer, message }) => `journeys/${name}.json ${pointer || '/'}: ${message}`) };
  }
  return { ok: true, journey: content as JourneyDefinition };
}
