// Prints the antd styles the member app's first screen draws, as the browser would generate them,
// with the map antd's style runtime reads to skip generating them again (vite.config.ts
// `antdFirstScreenStyles`; docs/decisions/016).
//
// Run under the NODE_ENV of the build it is for: antd names its style scope differently in
// development, and the map only matches a scope of the same name.
//
// Plain JavaScript with createElement: the build runs it with node as it is, before anything is
// compiled.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Button, Card, ConfigProvider, Flex, Layout, List, Spin, Tag, Typography } from 'antd';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';

// The antd components a member's browser draws from signing in to the accounts list: the context
// choice (a list of cards, their tags, the spinner while one is chosen) and the shell around the
// list (the top bar's buttons, the side column), with Button's wave effect and antd's shared link
// reset that come with them. tests/e2e/first-screen.spec.ts fails when that way generates an antd
// style this list does not cover.
const firstScreen = h(
  Layout,
  null,
  h(Layout.Sider, null),
  h(Flex, null, h(Button, null, 'Button'), h(Spin, null), h(Tag, null, 'Tag')),
  h(Typography.Title, null, 'Title'),
  h(List, { dataSource: [1], renderItem: () => h(List.Item, null, h(Card, null, 'Card')) }),
);

const cache = createCache();
renderToString(h(StyleProvider, { cache }, h(ConfigProvider, null, firstScreen)));
process.stdout.write(extractStyle(cache, { types: ['style'], plain: true }));
