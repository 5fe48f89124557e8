// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { errorLines, repositoryConfig, route, type Editable } from './config-test-kit.js';
import { checkBundle } from './node.js';

// Every path a file names must resolve to a route of routes.json: one case per kind of reference.
const { bundle } = repositoryConfig();

describe('config:check resolves every path to a route', () => {
  it('finds the repository configuration valid', async () => {
    expect(await checkBundle(bundle())).toEqual([]);
  });

  it('fails a menu item whose route does not exist, naming the file and the item', async () => {
    const config = bundle();
    const groupIndex = config.menu.groups.findIndex((group: Editable) => group.id === 'more');
    config.menu.groups[groupIndex].items.push({ id: 'net-worth', labelKey: 'menu.more.messages', path: 'insights/net-worth' });
    const itemIndex = config.menu.groups[groupIndex].items.length - 1;
    const errors = await checkBundle(config);
    expect(errorLines(errors)).toEqual([expect.stringMatching(new RegExp(`^menu\\.json /groups/${groupIndex}/items/${itemIndex}/path path "insights/net-worth" names no route in routes\\.json`))]);
  });

  it('fails a menu group without items', async () => {
    const config = bundle();
    config.menu.groups.push({ id: 'planning', labelKey: 'menu.more', items: [] });
    const errors = await checkBundle(config);
    expect(errorLines(errors)).toEqual([
      `menu.json /groups/${config.menu.groups.length - 1}/items group "planning" has no items: members would see a heading that opens nothing; add an item or remove the group`,
    ]);
  });

  it('fails a redirect to a route that does not exist', async () => {
    const config = bundle();
    const { node, pointer } = route(config, 'transfers');
    node.redirect = 'transfers/make-a-transfers/form';
    const errors = await checkBundle(config);
    expect(errorLines(errors)).toEqual([
      expect.stringMatching(new RegExp(`^routes\\.json ${pointer}/redirect redirect "transfers/make-a-transfers/form" names no route in routes\\.json \\(did you mean "transfers/make-a-transfer/form"\\?\\)`)),
    ]);
  });

  it("matches a route's :params: a value fills one; a widget's path that keeps one must use the route's name", async () => {
    const config = bundle();
    const more = config.menu.groups.find((group: Editable) => group.id === 'more');
    more.items.push({ id: 'one-conversation', labelKey: 'menu.more.messages', path: 'more/messages/inbox/conversation/42' });
    const contacts = route(config, 'self-service/manage-contacts');
    contacts.node.props = { ...contacts.node.props, contactPath: 'self-service/manage-contacts/contact/:contactId' };
    const errors = await checkBundle(config);
    expect(errorLines(errors)).toEqual([
      expect.stringMatching(new RegExp(`^routes\\.json ${contacts.pointer}/props/contactPath contactPath of widget "manage-contacts" "self-service/manage-contacts/contact/:contactId" names no route in routes\\.json \\(did you mean "self-service/manage-contacts/contact/:id"\\?\\)`)),
    ]);
  });

  it("fails a path in a widget's list (loan product cards) and a tab that is no child of its tabsFrom route", async () => {
    const config = bundle();
    const products = route(config, 'open-new-account/list');
    products.node.props.loanProducts[0].path = 'loan-applications/boat-loan';
    const details = route(config, 'my-accounts/transactions/:selectedAccount/details');
    details.node.props.tab = 'detials';
    const errors = await checkBundle(config);
    expect(errorLines(errors)).toEqual([
      expect.stringMatching(new RegExp(`^routes\\.json ${details.pointer}/props/tab tab of widget "account-details" "my-accounts/transactions/:selectedAccount/detials" names no route`)),
      expect.stringMatching(new RegExp(`^routes\\.json ${products.pointer}/props/loanProducts/0/path loanProducts entry of widget "open-new-account" "loan-applications/boat-loan" names no route`)),
    ]);
  });

  it("fails an after-login overlay whose link, texts or entitlement name nothing, and a window that ends before it starts", async () => {
    const config = bundle();
    config['after-login'].overlays.push({
      id: 'rate-change',
      version: 1,
      kind: 'termsReminder',
      titleKey: 'afterLogin.rateChange.title',
      bodyKey: 'afterLogin.holidayHours.body',
      link: { path: 'self-service/rate-sheet', labelKey: 'afterLogin.holidayHours.link' },
      entitlement: 'canReadRates',
      showFrom: '2027-02-01',
      showUntil: '2027-01-31',
    });
    const at = `/overlays/${config['after-login'].overlays.length - 1}`;
    const errors = await checkBundle(config);
    expect(errorLines(errors)).toEqual([
      expect.stringMatching(new RegExp(`^after-login\\.json ${at}/titleKey message "afterLogin\\.rateChange\\.title" is not in messages/en-US\\.json`)),
      expect.stringMatching(new RegExp(`^after-login\\.json ${at}/link/path link of overlay "rate-change" "self-service/rate-sheet" names no route in routes\\.json`)),
      expect.stringMatching(new RegExp(`^after-login\\.json ${at}/entitlement entitlement "canReadRates" is not defined in entitlements\\.json`)),
      `after-login.json ${at}/showUntil overlay "rate-change" would never show: its last day 2027-01-31 is before its first day 2027-02-01`,
    ]);
  });
});
