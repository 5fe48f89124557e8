// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { errorLines, repositoryConfig, route } from './config-test-kit.js';
import { checkBundle, checkServedBundle } from './node.js';

// The check the config service makes before serving a bundle: what the app needs before it starts.
const { bundle } = repositoryConfig();

describe('checkServedBundle', () => {
  it('passes the repository configuration', async () => {
    expect(await checkServedBundle(bundle())).toEqual([]);
  });

  it('fails a route naming a widget that is not registered, and a shell file against its schema', async () => {
    const config = bundle();
    const { node, pointer } = route(config, 'my-accounts');
    node.widget = 'accounts-lst';
    config.app.locale = 7;
    expect(errorLines(await checkServedBundle(config))).toEqual([
      'app.json /locale must be string',
      expect.stringMatching(new RegExp(`^routes\\.json ${pointer}/widget widget "accounts-lst" is not registered \\(did you mean "accounts-list"\\?\\)`)),
    ]);
  });

  it('leaves a widget’s props to the widget, which shows its placeholder, and the journeys’ files to their journeys; config:check reports both', async () => {
    const config = bundle();
    const { node, pointer } = route(config, 'my-accounts');
    node.props = { ...node.props, noSuchProp: true };
    config['property-cards'] = 'not an object';
    expect(await checkServedBundle(config)).toEqual([]);
    expect(errorLines(await checkBundle(config))).toEqual(
      expect.arrayContaining(['property-cards.json  must be object', expect.stringMatching(new RegExp(`^routes\\.json ${pointer}/props/noSuchProp unknown key`))]),
    );
  });

  it('still checks the message keys the props name, as written', async () => {
    const config = bundle();
    const { node, pointer } = route(config, 'my-accounts');
    node.props = { ...node.props, emptyKey: 'accounts.no-such-message' };
    expect(errorLines(await checkServedBundle(config))).toEqual([expect.stringMatching(new RegExp(`^routes\\.json ${pointer}/props/emptyKey message "accounts.no-such-message" is not in`))]);
  });
});
