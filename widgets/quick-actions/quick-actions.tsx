import type { ReactNode } from 'react';
import { Button, Flex } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useTransferAccounts, type TransferAccount, isRecord } from '../../src/platform/index.js';
import { evaluateEntitlement, useMessages, useRuntime, type ModalRoute } from '../../src/runtime/index.js';
import type { QuickActionsProps } from './definition.js';

/** The query parameter the runtime opens modal routes by (spec/1 §2 "Modal routes"). */
const openedModalParameter = 'openedModal';
/** The widget of the quick-action modals and its default card parameter (widgets/quick-transfer/definition.ts). */
const quickTransferWidget = 'quick-transfer';
const defaultAccountParameter = 'account';

type Action = 'repay' | 'cash-advance';

interface OfferedAction {
  action: Action;
  modal: string;
  accountParameter: string;
}


/** The quick-action modal routes.json declares for an action, if any. */
function modalFor(modals: readonly ModalRoute[], action: Action): OfferedAction | undefined {
  for (const modal of modals) {
    const props = isRecord(modal.props) ? modal.props : {};
    if (modal.widget !== quickTransferWidget || props.action !== action) continue;
    const parameter = typeof props.accountParameter === 'string' ? props.accountParameter : defaultAccountParameter;
    return { action, modal: modal.name, accountParameter: parameter };
  }
  return undefined;
}

const isCardIn = (accounts: readonly TransferAccount[] | undefined, id: string) =>
  accounts?.some((account) => account.id === id && account.kindUri === 'credit-card') === true;

/**
 * "Repay" and "Cash advance" on a credit card (spec/2 §4 "Quick actions"): offered only for the
 * member's own (non-external) cards, when routes.json declares the modal and the member holds its
 * entitlement. Repay needs the card to accept credits (it is among the accounts money may arrive
 * in: creditAccount), cash advance to allow debits (debitAccount). Each opens its modal route on
 * the current page: `?openedModal=<modal>&<accountParameter>=<card id>`.
 */
export default function QuickActions({ accountId, external }: QuickActionsProps): ReactNode {
  const t = useMessages();
  const { config, facts } = useRuntime();
  const [, setSearchParams] = useSearchParams();
  const entitled = (action: Action) => {
    const offered = modalFor(config.routes.modals, action);
    if (!offered || external) return undefined;
    const modal = config.routes.modals.find((candidate) => candidate.name === offered.modal);
    return modal?.entitlement === undefined || evaluateEntitlement(config.entitlements, modal.entitlement, facts) ? offered : undefined;
  };
  const repay = entitled('repay');
  const cashAdvance = entitled('cash-advance');
  // Read only when an action could be offered; the modal that opens next finds them cached.
  const credit = useTransferAccounts('credit', repay !== undefined);
  const debit = useTransferAccounts('debit', cashAdvance !== undefined);

  const actions = [
    repay && isCardIn(credit.data, accountId) ? { ...repay, labelKey: 'quickActions.repay.button' } : undefined,
    cashAdvance && isCardIn(debit.data, accountId) ? { ...cashAdvance, labelKey: 'quickActions.cashAdvance.button' } : undefined,
  ].filter((action) => action !== undefined);
  if (actions.length === 0) return null;

  const open = (action: OfferedAction) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set(openedModalParameter, action.modal);
      next.set(action.accountParameter, accountId);
      return next;
    });

  return (
    <Flex gap="small" wrap align="center" className="pb-quick-actions" role="group" aria-label={t('quickActions.group')}>
      {actions.map((action) => (
        <Button key={action.action} size="small" onClick={() => open(action)} data-testid={`quick-action-${action.action}`}>
          {t(action.labelKey)}
        </Button>
      ))}
    </Flex>
  );
}
