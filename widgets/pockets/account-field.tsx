import type { ReactNode } from 'react';
import { AccountSelect, type AccountChoice } from '../../src/banking-ui/index.js';

interface AccountFieldProps {
  readonly choices: readonly AccountChoice[];
  readonly placeholder: string;
  /** Given by the antd Form.Item that holds the field. */
  readonly id?: string;
  readonly value?: string;
  readonly onChange?: (value: string | undefined) => void;
}

/** The app's account picker as a field of an antd form (Form.Item hands it its id, value and onChange). */
export function AccountField({ choices, placeholder, id, value, onChange }: AccountFieldProps): ReactNode {
  return <AccountSelect id={id ?? ''} value={value} onChange={(chosen) => onChange?.(chosen)} groups={[{ choices }]} placeholder={placeholder} />;
}
