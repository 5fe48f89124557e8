// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { repositoryConfig, route, type Editable } from './config-test-kit.js';
import type { ConfigError } from './index.js';
import { checkBundle } from './node.js';

const { bundle } = repositoryConfig();

const located = (errors: readonly ConfigError[]) => errors.map(({ file, pointer }) => [file, pointer]);

describe('the cross-file checks of config:check', () => {
  it('find the repository configuration valid', async () => {
    expect(await checkBundle(bundle())).toEqual([]);
  });

  it('follow a widget nested in another (account-details content): its name must be registered', async () => {
    const config = bundle();
    const { node, pointer } = route(config, 'my-accounts/transactions/:selectedAccount/list');
    node.props.content.widget = 'transactions-lists';
    const errors = await checkBundle(config);
    expect(located(errors)).toEqual([['routes.json', `${pointer}/props/content/widget`]]);
    expect(errors[0]?.message).toMatch(/^widget "transactions-lists" is not registered \(did you mean "transactions-list"\?\); registered widgets: /);
  });

  it("follow a nested widget's props into its own props schema", async () => {
    const config = bundle();
    const { node, pointer } = route(config, 'my-accounts/transactions/:selectedAccount/list');
    node.props.content.props = { editEntitlement: 'canEditTransactions', listHieght: 600 };
    const errors = await checkBundle(config);
    expect(located(errors)).toEqual([['routes.json', `${pointer}/props/content/props/listHieght`]]);
    expect(errors[0]?.message).toMatch(/^unknown key "listHieght" \(did you mean "listHeight"\?\);.*\(props of widget "transactions-list"\)$/);
  });

  it("report a message key a widget's props use that the catalogue lacks", async () => {
    const config = bundle();
    const { node, pointer } = route(config, 'transfers/make-a-transfer/form');
    node.props.titleKey = 'transfers.form.titel';
    const errors = await checkBundle(config);
    expect(errors).toEqual([
      { file: 'routes.json', pointer: `${pointer}/props/titleKey`, message: 'message "transfers.form.titel" is not in messages/en-US.json (did you mean "transfers.form.title"?)' },
    ]);
  });

  it('report a link to a route that does not exist (the transfer form linking to a page not built)', async () => {
    const config = bundle();
    const { node, pointer } = route(config, 'transfers/make-a-transfer/form');
    const index = node.props.links.push({ path: 'insights/net-worth', labelKey: 'transfers.form.links.manageContacts' }) - 1;
    const errors = await checkBundle(config);
    expect(located(errors)).toEqual([['routes.json', `${pointer}/props/links/${index}/path`]]);
    expect(errors[0]?.message).toMatch(/^link of widget "transfer-form" "insights\/net-worth" names no route in routes\.json; routes: /);
  });

  it("report a widget's route prop (…Path) that names no route, with the closest route", async () => {
    const config = bundle();
    const { node, pointer } = route(config, 'transfers/make-a-transfer/form');
    node.props.cancelPath = 'my-acounts';
    const errors = await checkBundle(config);
    expect(located(errors)).toEqual([['routes.json', `${pointer}/props/cancelPath`]]);
    expect(errors[0]?.message).toMatch(/^cancelPath of widget "transfer-form" "my-acounts" names no route in routes\.json \(did you mean "my-accounts"\?\)/);
  });

  it("report message keys of the journeys' files: property cards and the transfer rules' refusals", async () => {
    const config = bundle();
    config['property-cards'].configurations[0].groups[0].titleKey = 'accountDetails.group.acount';
    config.payments.rules.recurringBlockedSourceKinds[1].messageKey = 'payment.recurring.loans';
    const errors = await checkBundle(config);
    expect(errors).toEqual([
      {
        file: 'property-cards.json',
        pointer: '/configurations/0/groups/0/titleKey',
        message: 'message "accountDetails.group.acount" is not in messages/en-US.json (did you mean "accountDetails.group.account"?)',
      },
      {
        file: 'payments.json',
        pointer: '/rules/recurringBlockedSourceKinds/1/messageKey',
        message: 'message "transfers.payment.recurring.loans" is not in messages/en-US.json (did you mean "transfers.payment.recurring.loan"?)',
      },
    ]);
  });

  it("report the bank-connector refusal's text and link label when the catalogue lacks them", async () => {
    const config = bundle();
    config.payments.bankConnectorErrors.messageKey = 'transfers.errors.recurringBankConector';
    config.payments.bankConnectorErrors.link.labelKey = 'transfers.errors.recurringLinks';
    expect(await checkBundle(config)).toEqual([
      {
        file: 'payments.json',
        pointer: '/bankConnectorErrors/messageKey',
        message: 'message "transfers.errors.recurringBankConector" is not in messages/en-US.json (did you mean "transfers.errors.recurringBankConnector"?)',
      },
      {
        file: 'payments.json',
        pointer: '/bankConnectorErrors/link/labelKey',
        message: 'message "transfers.errors.recurringLinks" is not in messages/en-US.json (did you mean "transfers.errors.recurringLink"?)',
      },
    ]);
  });

  it("report a product's terms document whose title the catalogue lacks", async () => {
    const config = bundle();
    config.products.products[0].terms[1].titleKey = 'openAccount.terms.savingRates';
    expect(located(await checkBundle(config))).toEqual([['products.json', '/products/0/terms/1/titleKey']]);
  });

  it('report a stop payment reason the catalogue lacks', async () => {
    const config = bundle();
    config['stop-checks'].reasons[1] = 'stopChecks.reason.stollen';
    expect(located(await checkBundle(config))).toEqual([['stop-checks.json', '/reasons/1']]);
  });

  it("report a terms paragraph the catalogue lacks", async () => {
    const config = bundle();
    config.terms.paragraphs[2] = 'enrollment.terms.erors';
    expect(located(await checkBundle(config))).toEqual([['terms.json', '/paragraphs/2']]);
  });

  it('report a P.O. box pattern that is not a regular expression, and a profile type the catalogue has no name for', async () => {
    const config = bundle();
    config.profile.poBoxPattern = 'p\\.?o\\.?(box';
    config.profile.phoneTypes[2] = 'PAGER';
    expect(located(await checkBundle(config))).toEqual([
      ['profile.json', '/poBoxPattern'],
      ['profile.json', '/phoneTypes/2'],
    ]);
  });
});

describe('config:check, notification preferences API mode', () => {
  // A rule cannot read app.json: switching the mode means switching Manage Notifications' guard.
  function notificationsMenuItem(config: Record<string, Editable>): { item: Editable; pointer: string } {
    for (const [groupIndex, group] of (config.menu.groups as Editable[]).entries()) {
      const itemIndex = (group.items as Editable[]).findIndex((item) => item.path === 'self-service/product-list/manage-notifications');
      if (itemIndex >= 0) return { item: group.items[itemIndex], pointer: `/groups/${groupIndex}/items/${itemIndex}` };
    }
    throw new Error('no Manage Notifications menu item');
  }

  it("asks to switch the route's and menu item's entitlement when the mode is switched to engagements", async () => {
    const config = bundle();
    config.app.notificationPreferencesApiMode = 'engagements';
    const errors = await checkBundle(config);
    expect(located(errors)).toEqual([
      ['routes.json', `${route(config, 'self-service/product-list').pointer}/entitlement`],
      ['menu.json', `${notificationsMenuItem(config).pointer}/entitlement`],
    ]);
    expect(errors[0]?.message).toBe(
      'entitlement "canManageNotifications" does not fit: app.json\'s notificationPreferencesApiMode is "engagements": guard Manage Notifications with "canManageCommunicationPreferences"',
    );
  });

  it('accepts the engagements mode with the communication-preferences entitlement', async () => {
    const config = bundle();
    config.app.notificationPreferencesApiMode = 'engagements';
    route(config, 'self-service/product-list').node.entitlement = 'canManageCommunicationPreferences';
    notificationsMenuItem(config).item.entitlement = 'canManageCommunicationPreferences';
    expect(await checkBundle(config)).toEqual([]);
  });
});
