import type { ReactNode } from 'react';
import type { OpenNewAccountProps } from './definition.js';
import ProductCards from './product-cards.js';
import ProductCategories from './product-categories.js';
import OpeningWizard from './wizard.js';
import './open-new-account.css';

/** Open a New Account (spec/3 §2): the category chooser, a category's product cards, or the wizard. */
export default function OpenNewAccount(props: OpenNewAccountProps): ReactNode {
  if (props.page === 'products') return <ProductCards {...props} />;
  if (props.page === 'wizard') return <OpeningWizard {...props} />;
  return <ProductCategories {...props} />;
}
