import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';

export interface LoanProduct {
  titleKey: string;
  textKey: string;
  /** The loan application route the Apply button opens. */
  path: string;
  entitlement: string;
}

export interface OpenNewAccountProps {
  /** `categories`: Spending or Savings; `products`: the category's product cards (`:category`); `wizard`: the journey (`:type`, `:step`). */
  page: 'categories' | 'products' | 'wizard';
  /** The journey file the wizard renders: config/journeys/<journey>.json. */
  journey: string;
  /** Route of a category's product cards (`:category` stands for spendings or savings). */
  productsPath: string;
  /** Route of the wizard (`:type` for the product's typeId, `:step` for the first step). */
  wizardPath: string;
  /** Route of the category chooser. */
  listPath: string;
  /** Route of the secure messages inbox, linked next to the phone number once it exists. */
  messagesPath?: string;
  /** Loan products offered beside the categories, each applying through its route (a provider hand-off) when its entitlement allows. */
  loanProducts?: readonly LoanProduct[];
  /** A product card's marketing frame: its width in CSS pixels and its height as a share of the width (spec/3 §9). */
  frameWidth: number;
  frameHeightRatio: number;
}

export const openNewAccountDefinition: WidgetDefinition<OpenNewAccountProps> = {
  id: 'open-new-account',
  version: '1.0.0',
  title: 'Open a new account',
  configFiles: ['products'],
  // The funding form's account picker (source-account-widget.tsx).
  formWidgets: ['new-account-source'],
  // What config/journeys/open-new-account.json may name (wizard.tsx provides them).
  journey: {
    steps: ['product-terms', 'courtesy-pay', 'funding-info', 'funding-review', 'creation-status'],
    actions: ['validate-opening', 'submit-opening'],
  },
  component: lazyWidget(() => import('./open-new-account.js')),
};
