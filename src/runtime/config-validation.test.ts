import { describe, expect, it } from 'vitest';
import { formatConfigErrors, loadShellConfigValidators, validateConfigBundle, type ConfigError } from '../config-checks/index.js';
import { downloadingRegistry, fixtureBundle, testRegistry } from './test-fixtures.js';

// The cases edit parsed JSON in place, exactly as an operator would edit the files.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EditableBundle = Record<string, any>;

const FLAGS = 'show_manage_contacts, owed_amount_focus, show_payment_status_retail_loans, show_maintenance_banner, maintenance_banner_text';
const WIDGETS = 'greeting, exploding, accounts-list';
const ROUTES = 'select-context, no-access, my-accounts';
/** The shell files' validators, as the server checks a bundle with them before serving it. */
const shell = await loadShellConfigValidators();

function validate(edit: (bundle: EditableBundle) => void): ConfigError[] {
  const bundle = fixtureBundle() as EditableBundle;
  edit(bundle);
  return validateConfigBundle(bundle, testRegistry(), shell);
}

describe('validateConfigBundle', () => {
  it('accepts the repository configuration', () => {
    expect(validate(() => undefined)).toEqual([]);
  });

  it.each<[string, (bundle: EditableBundle) => void, ConfigError[]]>([
    [
      'a route names a widget that is not registered',
      (b) => (b.routes.routes[2].widget = 'accounts-lst'),
      [{ file: 'routes.json', pointer: '/routes/2/widget', message: `widget "accounts-lst" is not registered (did you mean "accounts-list"?); registered widgets: ${WIDGETS}` }],
    ],
    [
      "a route's props break the widget's props schema",
      (b) => (b.routes.routes[2].props = { showTotl: true, showTotal: 'yes' }),
      [
        { file: 'routes.json', pointer: '/routes/2/props/showTotl', message: 'unknown key "showTotl" (did you mean "showTotal"?); allowed keys: showTotal (props of widget "accounts-list")' },
        { file: 'routes.json', pointer: '/routes/2/props/showTotal', message: 'must be boolean (props of widget "accounts-list")' },
      ],
    ],
    [
      'a fallback names a route that does not exist (yet)',
      (b) => (b.routes.routes[2].fallback = 'transfers/make-a-transfer'),
      [{ file: 'routes.json', pointer: '/routes/2/fallback', message: `fallback "transfers/make-a-transfer" names no route in routes.json; routes: ${ROUTES}` }],
    ],
    [
      'two fallbacks point at each other',
      (b) => {
        b.routes.routes.push({ path: 'pockets', widget: 'greeting', props: { name: 'x' }, guards: ['authenticated', 'context'], entitlement: 'canManagePockets', fallback: 'my-accounts' });
        b.routes.routes[2].fallback = 'pockets';
      },
      [{ file: 'routes.json', pointer: '/routes/2/fallback', message: 'fallback chain loops: my-accounts → pockets → my-accounts; a member denied these entitlements would never land' }],
    ],
    [
      'a route names an entitlement entitlements.json does not define',
      (b) => (b.routes.routes[2].entitlement = 'canViewMyAccount'),
      [{ file: 'routes.json', pointer: '/routes/2/entitlement', message: 'entitlement "canViewMyAccount" is not defined in entitlements.json (did you mean "canViewMyAccounts"?)' }],
    ],
    [
      'a route shows both a widget and a page',
      (b) => (b.routes.routes[2].page = 'no-access'),
      [
        { file: 'routes.json', pointer: '/routes/2/page', message: 'cannot be used together with "widget"' },
        { file: 'routes.json', pointer: '/routes/2/props', message: 'cannot be used together with "page"' },
      ],
    ],
    [
      'a route has a misspelt key',
      (b) => (b.routes.routes[2].widgte = 'x'),
      [{ file: 'routes.json', pointer: '/routes/2/widgte', message: 'unknown key "widgte" (did you mean "widget"?); allowed keys: path, titleKey, widget, widgetVersion, props, page, redirect, layout, guards, entitlement, fallback, children' }],
    ],
    [
      'a route shows nothing',
      (b) => b.routes.routes.push({ path: 'empty' }),
      [{ file: 'routes.json', pointer: '/routes/3', message: 'needs one of "widget", "page", "redirect", "children"' }],
    ],
    [
      'a route title is not in the message catalogue',
      (b) => (b.routes.routes[2].titleKey = 'route.myAcounts.title'),
      [{ file: 'routes.json', pointer: '/routes/2/titleKey', message: 'message "route.myAcounts.title" is not in messages/en-US.json (did you mean "route.myAccounts.title"?)' }],
    ],
    [
      'the no-access route requires an entitlement',
      (b) => (b.routes.routes[1].entitlement = 'canViewMyAccounts'),
      [{ file: 'routes.json', pointer: '/noAccessPath', message: 'the no-access route "no-access" must not require an entitlement (it requires "canViewMyAccounts"); denied members land there' }],
    ],
    [
      'the context-selection route requires a context',
      (b) => (b.routes.routes[0].guards = ['authenticated', 'context']),
      [{ file: 'routes.json', pointer: '/selectContextPath', message: 'the context-selection route "select-context" must not have the "context" guard; members without a context are sent there' }],
    ],
    [
      'two routes share a path',
      (b) => b.routes.routes.push({ path: 'my-accounts', redirect: 'no-access' }),
      [{ file: 'routes.json', pointer: '/routes/3/path', message: 'route "my-accounts" is already defined at /routes/2' }],
    ],
    [
      'a redirect names no route',
      (b) => b.routes.routes.push({ path: 'old', redirect: 'my-account' }),
      [{ file: 'routes.json', pointer: '/routes/3/redirect', message: 'redirect "my-account" names no route in routes.json (did you mean "my-accounts"?); routes: select-context, no-access, my-accounts, old' }],
    ],
    [
      'the default path names no route',
      (b) => (b.routes.defaultPath = 'home'),
      [{ file: 'routes.json', pointer: '/defaultPath', message: `defaultPath "home" names no route in routes.json; routes: ${ROUTES}` }],
    ],
    [
      'a modal route names an unregistered widget',
      (b) => b.routes.modals.push({ name: 'quick-action-repay', titleKey: 'route.repayCreditCard.title', widget: 'repay' }),
      [{ file: 'routes.json', pointer: '/modals/0/widget', message: `widget "repay" is not registered; registered widgets: ${WIDGETS}` }],
    ],
    [
      'routes.json is not an object',
      (b) => (b.routes = []),
      [{ file: 'routes.json', pointer: '', message: 'must be object' }],
    ],
    [
      'a menu item points at a route that does not exist',
      (b) => b.menu.groups[0].items.push({ id: 'manage', labelKey: 'menu.accounts.manageAccounts', path: 'my-accounts/manage', entitlement: 'canManageAccounts' }),
      [{ file: 'menu.json', pointer: '/groups/0/items/1/path', message: `path "my-accounts/manage" names no route in routes.json; routes: ${ROUTES}` }],
    ],
    [
      'a menu item names an unknown flag',
      (b) => (b.menu.groups[0].items[0].flag = 'show_my_accounts'),
      [{ file: 'menu.json', pointer: '/groups/0/items/0/flag', message: `flag "show_my_accounts" is not defined in flags.json; flags: ${FLAGS}` }],
    ],
    [
      'a menu group names an unknown entitlement',
      (b) => (b.menu.groups[0].entitlement = 'canTransfer'),
      [{ file: 'menu.json', pointer: '/groups/0/entitlement', message: 'entitlement "canTransfer" is not defined in entitlements.json' }],
    ],
    [
      'a rule uses an unknown operator',
      (b) => (b.entitlements.canViewMyAccounts.rule = { permision: ['ProductSummary', 'ProductSummary', 'view'] }),
      [{ file: 'entitlements.json', pointer: '/canViewMyAccounts/rule/permision', message: 'unknown key "permision" (did you mean "permission"?); allowed keys: permission, flag, eligible, and, or, !' }],
    ],
    [
      'a permission names an unknown privilege deep inside a rule',
      (b) => (b.entitlements.canManageContacts.rule.and[1].permission[2] = 'add'),
      [{ file: 'entitlements.json', pointer: '/canManageContacts/rule/and/1/permission/2', message: 'must be one of "create", "view", "edit", "delete", "approve", "cancel", "execute"' }],
    ],
    [
      'a rule names a flag flags.json does not declare',
      (b) => (b.entitlements.canManageContacts.rule = { and: [{ flag: 'show_contacts' }] }),
      [{ file: 'entitlements.json', pointer: '/canManageContacts/rule/and/0/flag', message: `flag "show_contacts" is not defined in flags.json; flags: ${FLAGS}` }],
    ],
    [
      'app.json: missing, unknown and malformed values',
      (b) => {
        b.app.email = 'not-an-email';
        delete b.app.session;
        b.app.colour = 1;
        b.app.theme.colorPrimary = 'green';
      },
      [
        { file: 'app.json', pointer: '', message: 'missing required key "session"' },
        { file: 'app.json', pointer: '/colour', message: 'unknown key "colour"; allowed keys: name, shortName, phone, email, address, timezone, currency, locale, apiRoot, auth, session, refresh, contextSelector, globalError, notificationPreferencesApiMode, notificationBell, notifications, theme, externalLinks, googleMapsApiKey' },
        { file: 'app.json', pointer: '/email', message: 'must be a valid email' },
        { file: 'app.json', pointer: '/theme/colorPrimary', message: 'must match ^#[0-9a-fA-F]{6}$ (e.g. "#0b5d3b")' },
      ],
    ],
    [
      'messages: a bad key and a non-text value',
      (b) => {
        b.messages['menu.more'] = 3;
        b.messages['Bad Key'] = 'x';
      },
      [
        { file: 'messages/en-US.json', pointer: '/Bad Key', message: 'key "Bad Key" is not allowed: names must match ^(\\$schema|[a-z][a-zA-Z0-9]*(\\.[a-zA-Z0-9][a-zA-Z0-9-]*)+)$' },
        { file: 'messages/en-US.json', pointer: '/menu.more', message: 'must be string' },
      ],
    ],
    [
      'messages: a text the runtime itself shows is missing',
      (b) => delete b.messages['runtime.noAccess.heading'],
      [{ file: 'messages/en-US.json', pointer: '/runtime.noAccess.heading', message: 'message "runtime.noAccess.heading" is missing; the app\'s own pages use it' }],
    ],
    [
      'flags.json is missing',
      (b) => delete b.flags,
      [{ file: 'flags.json', pointer: '', message: 'file is missing' }],
    ],
    [
      'an external link label is not in the catalogue',
      (b) => (b.app.externalLinks.cardRewards.labelKey = 'links.rewards'),
      [{ file: 'app.json', pointer: '/externalLinks/cardRewards/labelKey', message: 'message "links.rewards" is not in messages/en-US.json (did you mean "links.cardRewards"?)' }],
    ],
  ])('%s', (_title, edit, expected) => {
    expect(validate(edit)).toEqual(expected);
  });

  it('validates props after migrating them from the version the route pins', () => {
    const errors = validate((b) =>
      b.routes.routes.push({ path: 'hello', widget: 'greeting', widgetVersion: '1.0.0', props: { who: 'Ada' }, guards: ['authenticated', 'context'] }),
    );
    expect(errors).toEqual([]);
  });

  it('before the props validators are downloaded (as the server checks a bundle before serving it), checks the widgets and the names their props point to, not the props', () => {
    const bundle = fixtureBundle() as EditableBundle;
    bundle.routes.routes[2].props = { showTotl: true, content: { widget: 'gretting' } };
    bundle.routes.routes.push({ path: 'hello', widget: 'greeting', props: { name: '', welcomeKey: 'no.such.message' }, guards: ['authenticated', 'context'] });
    expect(validateConfigBundle(bundle, downloadingRegistry(), shell).map(({ pointer, message }) => `${pointer} ${message}`)).toEqual([
      `/routes/2/props/content/widget widget "gretting" is not registered (did you mean "greeting"?); registered widgets: ${WIDGETS}`,
      expect.stringMatching(/^\/routes\/3\/props\/welcomeKey message "no.such.message" is not in messages\/en-US.json/),
    ]);
  });

  it('refuses to check props against a validator compiled from an older schema', () => {
    // Node's catalogue says so when the generated validators and catalogue disagree (config-checks/node.ts).
    const registry = testRegistry();
    const stale = {
      ...registry,
      validatorState: (id: string) => (id === 'accounts-list' ? 'stale' : registry.validatorState(id)),
      propsValidator: (id: string) => (id === 'accounts-list' ? undefined : registry.propsValidator(id)),
    } as const;
    expect(validateConfigBundle(fixtureBundle(), stale, shell)).toEqual([
      {
        file: 'routes.json',
        pointer: '/routes/2/widget',
        message: 'widget "accounts-list" cannot be checked: its props schema changed since the validators were compiled; run `npx tsx scripts/compile-schemas.ts`',
      },
    ]);
  });

  it('reports a bundle that is not an object, and never throws', () => {
    expect(validateConfigBundle('nonsense', testRegistry(), shell)).toEqual([{ file: '(bundle)', pointer: '', message: 'the configuration must be a JSON object of files' }]);
    expect(validateConfigBundle({}, testRegistry(), shell).map((error) => error.file)).toEqual(['app.json', 'routes.json', 'menu.json', 'entitlements.json', 'flags.json', 'messages/en-US.json']);
  });

  it('validates other files by the schema their $schema names', () => {
    const bundle = { ...fixtureBundle(), 'sign-in-messages': { $schema: '../schemas/messages.schema.json', 'signIn.title': 7 } };
    expect(validateConfigBundle(bundle, testRegistry(), shell)).toEqual([{ file: 'sign-in-messages.json', pointer: '/signIn.title', message: 'must be string' }]);
  });

  it('formats each error as config:check prints them', () => {
    expect(formatConfigErrors([{ file: 'routes.json', pointer: '', message: 'must be object' }])).toBe('routes.json  /  must be object');
  });
});
