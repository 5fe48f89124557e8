import { prefetchProductSummary, type HttpClient } from '../../src/platform/index.js';
import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';

/** A link under the accounts to a service about them, shown when its entitlement allows. */
export interface AccountsLink {
  labelKey: string;
  path: string;
  entitlement: string;
}

export interface AccountsListProps {
  /** Each product-kind group can be folded away (all start open). */
  collapsibleGroups: boolean;
  /** Shows the total balance above the groups. */
  showTotal: boolean;
  /**
   * Route (full path, `:selectedAccount` standing for the account id) an account links to. The
   * link is shown only when routes.json has that route, so no link leads nowhere.
   */
  accountDetailsPath: string;
  /** Links under the accounts (credit score, direct deposit switch). */
  links?: readonly AccountsLink[];
}

export const accountsListDefinition: WidgetDefinition<AccountsListProps> = {
  id: 'accounts-list',
  version: '1.0.0',
  title: 'Accounts list',
  component: lazyWidget(() => import('./accounts-list.js')),
  // The product summary is what the list waits for: boot starts it with the context check.
  prefetch: (http) => prefetchProductSummary(http as HttpClient),
};
