// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleOfFiles, flattenRoutes, type ConfigError, type RoutesConfig } from './index.js';
import { checkBundle, loadConfigFiles } from './node.js';

// The cases edit parsed JSON in place, exactly as an operator would edit the files.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Editable = any;

let files: Map<string, unknown>;

beforeAll(async () => {
  const loaded = await loadConfigFiles();
  expect(loaded.errors).toEqual([]);
  files = loaded.files;
});

const file = 'journeys/open-new-account.json';

/** A fresh copy of the repository's configuration, and its account-opening journey to edit. */
function bundle(): { config: Record<string, Editable>; journey: Editable } {
  const config = structuredClone(bundleOfFiles(files)) as Record<string, Editable>;
  return { config, journey: config['journeys/open-new-account'] };
}

/** The index of a step in the journey file, so the cases survive a reordering of the steps. */
function indexOf(journey: Editable, id: string): number {
  const index = (journey.steps as { id: string }[]).findIndex((step) => step.id === id);
  if (index < 0) throw new Error(`no step ${id}`);
  return index;
}

const located = (errors: readonly ConfigError[]) => errors.map(({ file: where, pointer }) => [where, pointer]);

describe('journey checks of config:check', () => {
  it("find the repository's account-opening journey valid", async () => {
    const { config } = bundle();
    expect(Object.keys(config)).toContain('journeys/open-new-account');
    expect(await checkBundle(config)).toEqual([]);
  });

  it('report a `next` naming no step, with the closest step id', async () => {
    const { config, journey } = bundle();
    const at = indexOf(journey, 'initial-funding');
    journey.steps[at].primary.next = 'funding-reveiw';
    const errors = await checkBundle(config);
    expect(located(errors)).toEqual([[file, `/steps/${at}/primary/next`]]);
    expect(errors[0]?.message).toMatch(/^step "funding-reveiw" is not a step of this journey \(did you mean "funding-review"\?\); steps: accept-terms, /);
  });

  it('report an `onError` branch naming no step, and a branch guard that cannot be evaluated, at the branch', async () => {
    const { config, journey } = bundle();
    const at = indexOf(journey, 'initial-funding');
    journey.steps[at].primary.onError = [{ when: { '==': [{ var: 'results.validate-opening.ok' }, false] }, step: 'funding-review' }, { when: { nonsense: [] }, step: 'nowhere' }];
    const errors = await checkBundle(config);
    expect(located(errors)).toEqual([
      [file, `/steps/${at}/primary/onError/1/step`],
      [file, `/steps/${at}/primary/onError/1/when`],
    ]);
    expect(errors[1]?.message).toBe('the rule cannot be evaluated: Unrecognized operation nonsense');
  });

  it('report a step id used twice at the second one', async () => {
    const { config, journey } = bundle();
    const at = indexOf(journey, 'funding-info');
    journey.steps[at].id = 'accept-terms';
    const errors = await checkBundle(config);
    expect(located(errors)).toContainEqual([file, `/steps/${at}/id`]);
    expect(errors.find((error) => error.pointer === `/steps/${at}/id`)?.message).toBe(`step "accept-terms" appears twice; a step's id is its URL name and must be unique`);
  });

  it('report a form that is not in config/forms/', async () => {
    const { config, journey } = bundle();
    const at = indexOf(journey, 'accept-terms');
    journey.steps[at].form = 'new-account-term';
    const errors = await checkBundle(config);
    expect(errors).toEqual([{ file, pointer: `/steps/${at}/form`, message: 'form "new-account-term" is not in config/forms/' }]);
  });

  it('report a step widget and an action the hosting widget does not provide', async () => {
    const { config, journey } = bundle();
    const terms = indexOf(journey, 'accept-terms');
    const funding = indexOf(journey, 'funding-review');
    journey.steps[terms].widget = 'product-term';
    journey.steps[funding].primary.action = 'submit-openings';
    const errors = await checkBundle(config);
    expect(located(errors)).toEqual([
      [file, `/steps/${terms}/widget`],
      [file, `/steps/${funding}/primary/action`],
    ]);
    expect(errors[0]?.message).toMatch(/^step widget "product-term" is not provided by the widget hosting this journey \(did you mean "product-terms"\?\); step widgets: product-terms, /);
    expect(errors[1]?.message).toMatch(/^action "submit-openings" is not provided by the widget hosting this journey \(did you mean "submit-opening"\?\); actions: validate-opening, submit-opening$/);
  });

  it('name each step widget and action once when two routes host the journey', async () => {
    const { config, journey } = bundle();
    const wizard = flattenRoutes(config.routes as RoutesConfig).find((route) => route.fullPath === 'open-new-account/add-account/:type/:step');
    if (wizard === undefined) throw new Error('no wizard route');
    const parent = (config.routes.routes as Editable[]).find((route) => route.path === 'open-new-account');
    parent.children.push({ ...structuredClone(wizard.node), path: 'add-account-again/:type/:step' });
    journey.steps[indexOf(journey, 'funding-review')].primary.action = 'submit-openings';
    const errors = await checkBundle(config);
    expect(errors.map((error) => error.message)).toEqual([expect.stringMatching(/; actions: validate-opening, submit-opening$/)]);
  });

  it('report message keys the catalogue lacks: a title, a button label, the discard dialog', async () => {
    const { config, journey } = bundle();
    const at = indexOf(journey, 'funding-info');
    journey.steps[at].titleKey = 'openAccount.fundingInfo.titel';
    journey.steps[at].primary.labelKey = 'journey.nxt';
    journey.discard.textKey = 'journey.discard.txt';
    const errors = await checkBundle(config);
    expect(located(errors)).toEqual([
      [file, '/discard/textKey'],
      [file, `/steps/${at}/titleKey`],
      [file, `/steps/${at}/primary/labelKey`],
    ]);
    expect(errors[1]?.message).toMatch(/^message "openAccount.fundingInfo.titel" is not in messages\/en-US.json \(did you mean "openAccount.fundingInfo.title"\?\)/);
  });

  it("report the journey host's own texts missing from the catalogue: progress, unavailable, the default BACK", async () => {
    const { config, journey } = bundle();
    for (const key of ['journey.progress', 'journey.unavailable', 'journey.back']) delete config.messages[key];
    // The other journeys' (enrollment's) reports of the same keys are theirs.
    const errors = (await checkBundle(config)).filter((error) => error.file === file);
    expect(errors.map(({ file: where, pointer, message }) => [where, pointer, message.replace(/ \(did you mean.*$/, '')])).toEqual([
      [file, '', 'message "journey.progress" is not in messages/en-US.json'],
      [file, '', 'message "journey.unavailable" is not in messages/en-US.json'],
      [file, `/steps/${indexOf(journey, 'accept-terms')}`, 'message "journey.back" is not in messages/en-US.json'],
    ]);
  });

  it('report an exit path that names no route', async () => {
    const { config, journey } = bundle();
    journey.exitPath = 'open-new-account/lists';
    const errors = await checkBundle(config);
    expect(located(errors)).toEqual([[file, '/exitPath']]);
    expect(errors[0]?.message).toMatch(/^exit route "open-new-account\/lists" names no route in routes.json \(did you mean "open-new-account\/list"\?\)/);
  });

  it('report a guard with an operator json-logic does not know', async () => {
    const { config, journey } = bundle();
    const at = indexOf(journey, 'courtesy-pay');
    journey.steps[at].when = { equals: [{ var: 'context.product.courtesyPay' }, true] };
    const errors = await checkBundle(config);
    expect(errors).toEqual([{ file, pointer: `/steps/${at}/when`, message: 'the rule cannot be evaluated: Unrecognized operation equals' }]);
  });

  it('report a journey that no route hosts', async () => {
    const { config, journey } = bundle();
    config['journeys/close-account'] = structuredClone(journey);
    const errors = await checkBundle(config);
    expect(errors).toEqual([{ file: 'journeys/close-account.json', pointer: '', message: expect.stringContaining('no route hosts this journey') as unknown as string }]);
  });

  it('report a route hosting a journey file that does not exist', async () => {
    const { config } = bundle();
    const wizard = flattenRoutes(config.routes as RoutesConfig).find((route) => route.fullPath === 'open-new-account/add-account/:type/:step');
    if (wizard === undefined) throw new Error('no wizard route');
    (wizard.node as Editable).props.journey = 'open-new-acount';
    const errors = await checkBundle(config);
    expect(errors).toContainEqual({
      file: 'routes.json',
      pointer: '',
      message: 'a route hosts journey "open-new-acount", but config/journeys/open-new-acount.json does not exist (did you mean "open-new-account"?)',
    });
  });
});
