import { Button, Flex, Form, Input } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { decimalOfCents, isRejected, PaymentResult, PaymentReview, useFormatting } from '../../src/banking-ui/index.js';
import {
  normalizeAmount,
  PlatformError,
  rejectionText,
  submitPaymentOrder,
  todayIn,
  usePlatform,
  validatePaymentOrder,
  type PaymentOrderOutcome,
  type PaymentOrderRequest,
  type SavingsPocket,
  type TransferAccount,
} from '../../src/platform/index.js';
import { useMessages } from '../../src/runtime/index.js';
import { AccountField } from './account-field.js';
import { centsOf } from './pocket-amounts.js';

/** Money into the pocket from an own account, or back out of it to one. */
export type MoveDirection = 'add' | 'back';

interface MoveDraft {
  account?: string;
  amount?: string;
}

interface Reviewed {
  readonly id: string;
  readonly request: PaymentOrderRequest;
}

export interface PocketMoveProps {
  readonly pocket: SavingsPocket;
  readonly direction: MoveDirection;
  /** The own accounts money may come from (add) or go back to (back). */
  readonly accounts: readonly TransferAccount[];
  /** Decimal string: the most a pocket may hold (config/pockets.json). */
  readonly maxBalance: string;
  readonly onMoved: () => void;
  readonly onDone: () => void;
}

/**
 * Add money to a pocket or move it back, as a transfer is made: the form, then a review of the
 * order the platform validated, then the result. The reviewed order's id is sent with the submit,
 * so a second click or a retry after a lost answer moves the money once.
 */
export function PocketMove({ pocket, direction, accounts, maxBalance, onMoved, onDone }: PocketMoveProps): ReactNode {
  const t = useMessages();
  const formatting = useFormatting();
  const { http } = usePlatform();
  const [form] = Form.useForm<MoveDraft>();
  const [reviewed, setReviewed] = useState<Reviewed | undefined>();
  const [outcome, setOutcome] = useState<PaymentOrderOutcome | undefined>();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const prefix = `pockets.${direction}`;
  const limitCents = direction === 'add' ? centsOf(maxBalance)! - centsOf(pocket.balance)! : centsOf(pocket.balance)!;

  const requestOf = (draft: MoveDraft, amount: string): PaymentOrderRequest => {
    const account = accounts.find((candidate) => candidate.id === draft.account)!;
    const own = { identification: { identification: account.id, schemeName: 'ID' as const }, name: account.name };
    const inPocket = { identification: { identification: pocket.arrangementId, schemeName: 'ID' as const }, name: pocket.name };
    const [from, to] = direction === 'add' ? [own, inPocket] : [inPocket, own];
    return {
      paymentType: 'INTERNAL_TRANSFER',
      paymentMode: 'SINGLE',
      requestedExecutionDate: todayIn(formatting.timeZone),
      originatorAccount: from,
      transferTransactionInformation: {
        instructedAmount: { amount, currencyCode: pocket.currency || formatting.currency },
        counterparty: { name: to.name, role: 'CREDITOR' },
        counterpartyAccount: to,
      },
    };
  };

  const review = async (draft: MoveDraft) => {
    const amount = normalizeAmount(draft.amount);
    const cents = centsOf(amount);
    const problems: { name: keyof MoveDraft; errors: string[] }[] = [];
    if (!draft.account) problems.push({ name: 'account', errors: [t(`${prefix}.account.required`)] });
    if (amount === undefined || cents === undefined || cents <= 0n) problems.push({ name: 'amount', errors: [t('pockets.amount.invalid')] });
    else if (cents > limitCents) problems.push({ name: 'amount', errors: [t(`${prefix}.amount.tooHigh`, { limit: formatting.money(decimalOfCents(limitCents > 0n ? limitCents : 0n)) })] });
    if (problems.length > 0 || amount === undefined) {
      form.setFields(problems);
      return;
    }
    setBusy(true);
    try {
      const request = requestOf(draft, amount);
      const validated = await validatePaymentOrder(http, request);
      setReviewed({ id: validated.id, request });
    } catch (error) {
      // The platform's refusal, in this page's words, on the amount (funds, the pocket's maximum) or as a whole.
      const key = error instanceof PlatformError ? (error.errors[0]?.key ?? error.key) : undefined;
      form.setFields([{ name: 'amount', errors: [t(key === 'payment.amount.insufficient-funds' || key === 'payment.amount.pocket-maximum' ? `pockets.refused.${key}` : 'pockets.refused')] }]);
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    if (!reviewed || sending.current) return;
    sending.current = true;
    setBusy(true);
    setFailed(false);
    try {
      const answer = await submitPaymentOrder(http, reviewed.request, reviewed.id);
      setOutcome(answer);
      if (!isRejected(answer)) onMoved();
    } catch {
      setFailed(true);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  if (reviewed && (outcome || failed)) {
    const info = reviewed.request.transferTransactionInformation;
    const words = { amount: formatting.money(info.instructedAmount.amount), pocket: pocket.name, account: (direction === 'add' ? reviewed.request.originatorAccount : info.counterpartyAccount).name ?? '' };
    const kind = !outcome ? 'failed' : isRejected(outcome) ? 'rejected' : 'sent';
    const text = kind === 'sent' ? t(`${prefix}.done`, words) : outcome ? rejectionText(outcome, t('pockets.refused')) : t('pockets.move.failed');
    return (
      <PaymentResult
        kind={kind}
        title={t(`pockets.result.${kind}`)}
        text={text}
        actions={
          <Flex gap="small" wrap justify="center">
            {kind === 'failed' ? (
              <Button type="primary" loading={busy} onClick={() => void submit()}>
                {t('pockets.move.retry')}
              </Button>
            ) : null}
            <Button type={kind === 'failed' ? 'default' : 'primary'} onClick={onDone}>
              {t('pockets.move.close')}
            </Button>
          </Flex>
        }
      />
    );
  }

  if (reviewed) {
    const info = reviewed.request.transferTransactionInformation;
    return (
      <PaymentReview
        title={t(`${prefix}.review.title`)}
        headingId={`pb-pocket-review-${pocket.id}`}
        lines={[
          { key: 'from', label: t('pockets.review.from'), value: reviewed.request.originatorAccount.name },
          { key: 'to', label: t('pockets.review.to'), value: info.counterpartyAccount.name },
          { key: 'amount', label: t('pockets.review.amount'), value: formatting.money(info.instructedAmount.amount) },
          { key: 'date', label: t('pockets.review.date'), value: formatting.day(reviewed.request.requestedExecutionDate) },
        ]}
        confirmText={t(`${prefix}.review.confirm`)}
        backText={t('pockets.review.back')}
        busy={busy}
        onConfirm={() => void submit()}
        onBack={() => setReviewed(undefined)}
      />
    );
  }

  const accountLabel = t(direction === 'add' ? 'pockets.add.account' : 'pockets.back.account');
  return (
    <Form form={form} layout="vertical" onFinish={(draft) => void review(draft)} requiredMark={false} className="pb-pocket-move">
      <Form.Item name="account" label={accountLabel} initialValue={direction === 'back' && accounts.some((account) => account.id === pocket.parentArrangementId) ? pocket.parentArrangementId : undefined}>
        <AccountField
          choices={accounts.map((account) => ({
            value: account.id,
            label: account.availableBalance !== undefined ? t('pockets.account.choice', { name: account.name, balance: formatting.money(account.availableBalance) }) : account.name,
          }))}
          placeholder={t('pockets.account.placeholder')}
        />
      </Form.Item>
      <Form.Item name="amount" label={t('pockets.amount.label')} extra={t(`${prefix}.amount.hint`, { limit: formatting.money(decimalOfCents(limitCents > 0n ? limitCents : 0n)) })}>
        <Input inputMode="decimal" autoComplete="off" />
      </Form.Item>
      <Flex gap="small">
        <Button type="primary" htmlType="submit" loading={busy}>
          {t(`${prefix}.submit`)}
        </Button>
        <Button onClick={onDone}>{t('pockets.move.cancel')}</Button>
      </Flex>
    </Form>
  );
}
