import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EntitlementEditor } from './entitlement-editor.js';
import { renderStudio } from './studio-test-kit.js';

const rules = {
  canViewMyAccounts: { description: 'My accounts', rule: { permission: ['ProductSummary', 'ProductSummary', 'view'] } },
  canManageContacts: {
    description: 'Manage contacts',
    rule: { and: [{ permission: ['Contacts', 'Contacts', 'view'] }, { flag: 'show_manage_contacts' }] },
  },
};

/** The editor with its value kept as a parent would, so each change builds on the last; `latest` is what was written. */
function renderEditor(initial: Record<string, unknown>) {
  const written: { latest: Record<string, unknown> } = { latest: initial };
  function Host() {
    const [value, setValue] = useState<Record<string, unknown>>(initial);
    return (
      <EntitlementEditor
        value={value}
        flags={['show_manage_contacts', 'show_maintenance_banner']}
        onChange={(next) => {
          written.latest = next;
          setValue(next);
        }}
      />
    );
  }
  renderStudio(<Host />);
  return written;
}

/** Picks `option` in the antd Select labelled `label`. */
async function choose(label: string, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findAllByTitle(option);
  await user.click(listbox[listbox.length - 1] as HTMLElement);
}

// antd's selects render slowly in jsdom on a shared machine.
describe('EntitlementEditor', () => {
  it('shows each rule as readable conditions: permission parts, flags, all of', () => {
    renderEditor(rules);
    expect(screen.getByRole('combobox', { name: 'Resource (canViewMyAccounts)' })).toHaveValue('ProductSummary');
    expect(screen.getByRole('combobox', { name: 'Condition (canManageContacts)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Flag (canManageContacts › 2)' })).toHaveValue('show_manage_contacts');
    expect(screen.getByRole('combobox', { name: 'Function (canManageContacts › 1)' })).toHaveValue('Contacts');
  });

  it('writes every edit back as json-logic', async () => {
    const written = renderEditor(rules);
    fireEvent.change(screen.getByRole('combobox', { name: 'Resource (canViewMyAccounts)' }), { target: { value: 'Payments' } });
    expect(written.latest.canViewMyAccounts).toEqual({ description: 'My accounts', rule: { permission: ['Payments', 'ProductSummary', 'view'] } });

    await choose('Condition (canManageContacts)', 'Any of');
    expect((written.latest.canManageContacts as { rule: unknown }).rule).toEqual({
      or: [{ permission: ['Contacts', 'Contacts', 'view'] }, { flag: 'show_manage_contacts' }],
    });

    await userEvent.setup().click(within(screen.getByTestId('rule-canManageContacts')).getByRole('button', { name: 'Add condition' }));
    expect((written.latest.canManageContacts as { rule: { or: unknown[] } }).rule.or).toEqual([
      { permission: ['Contacts', 'Contacts', 'view'] },
      { flag: 'show_manage_contacts' },
      { permission: ['', '', 'view'] },
    ]);

    await choose('Condition (canViewMyAccounts)', 'Not');
    expect((written.latest.canViewMyAccounts as { rule: unknown }).rule).toEqual({ '!': [{ permission: ['Payments', 'ProductSummary', 'view'] }] });
  });

  it('renames, adds and removes rules, leaving the others as they were', async () => {
    const written = renderEditor({ $schema: '../schemas/entitlements.schema.json', ...rules });
    const user = userEvent.setup();
    const name = within(screen.getByTestId('rule-canViewMyAccounts')).getByLabelText('Rule name');
    await user.clear(name);
    await user.type(name, 'canSeeAccounts');
    await user.tab();
    expect(Object.keys(written.latest)).toEqual(['$schema', 'canSeeAccounts', 'canManageContacts']);
    expect(written.latest.canSeeAccounts).toEqual(rules.canViewMyAccounts);

    await user.click(screen.getByRole('button', { name: 'Remove rule canManageContacts' }));
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(written.latest).toEqual({
      $schema: '../schemas/entitlements.schema.json',
      canSeeAccounts: rules.canViewMyAccounts,
      canDoSomethingNew: { description: 'Describe what this rule allows', rule: { permission: ['', '', 'view'] } },
    });
  });

  it('leaves a rule it cannot show untouched and says where to edit it', () => {
    const odd = { canOdd: { description: 'Odd', rule: { var: 'x' } } };
    const written = renderEditor(odd);
    expect(screen.getByText(/operators the editor does not know/)).toBeInTheDocument();
    expect(written.latest).toBe(odd);
  });
});
