import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Descriptions, Flex, Space } from 'antd';
import { EmptyState, ErrorState, isRejected, LoadingState, PaymentBanner, PaymentResult, PaymentReview, useFormatting } from '../../src/banking-ui/index.js';
import {
  normalizeAmount,
  rejectionText,
  todayIn,
  useAccountDetails,
  usePaymentOrderReview,
  useTransferAccounts,
  isRecord,
} from '../../src/platform/index.js';
import { ConfigForm, useCloseModal, useMessages, useRuntime, type FormData } from '../../src/runtime/index.js';
import type { QuickTransferProps } from './definition.js';
import { quickFormWidgets, type QuickFormContext } from './form-widgets.js';
import {
  buildQuickOrder,
  cardFactsOf,
  cashAdvanceLimit,
  depositAccounts,
  exceeds,
  isCardPaymentLate,
  offeredAmounts,
  type QuickFormData,
} from './quick-order.js';
import './quick-transfer.css';

/**
 * The key of the card's cash limit, checked here before the platform is asked: the form maps it
 * onto the amount field like a platform error (config/forms/quick-cash-advance.json serverErrors).
 */
export const cashLimitErrorKey = 'quick.cash-advance.limit';


/**
 * The quick-action modals (spec/1 §2 "Modal routes", spec/2 §4): repay a credit card from a
 * deposit account, or take a cash advance from it into one. The card comes from the query
 * (`accountParameter`); the fields are the config form `form`. Validate → review → submit with
 * the validated id (sending it again executes it once), then the result, and every balance on
 * the page is refreshed. Closing removes `openedModal` (and the card) and keeps the page.
 */
export default function QuickTransfer(props: QuickTransferProps): ReactNode {
  const [search] = useSearchParams();
  const cardId = search.get(props.accountParameter) ?? undefined;
  // Another card is another form: nothing typed for one leaks into the other.
  return <QuickTransferForCard key={cardId ?? 'none'} {...props} cardId={cardId} />;
}

function QuickTransferForCard(props: QuickTransferProps & { cardId: string | undefined }): ReactNode {
  const { action, cardId } = props;
  const t = useMessages();
  const { config } = useRuntime();

  const formatting = useFormatting();
  const payments = isRecord(config.payments) ? config.payments : {};
  const latePayment = isRecord(payments.latePayment) ? payments.latePayment : {};
  const lateDays = typeof latePayment.creditCardDaysAfterDue === 'number' ? latePayment.creditCardDaysAfterDue : undefined;
  const currency = typeof payments.currency === 'string' ? payments.currency : formatting.currency;
  const today = todayIn(formatting.timeZone);
  const formatMoney = (amount: string | undefined, code?: string) => formatting.money(amount, code ?? currency);

  const debit = useTransferAccounts('debit');
  const credit = useTransferAccounts('credit');
  const details = useAccountDetails(cardId);

  const [banner, setBanner] = useState<string | undefined>(undefined);

  // Repay pays the card, so the card must accept credits; a cash advance draws on it, so it must allow debits.
  const cardSide = action === 'repay' ? credit : debit;
  const otherSide = action === 'repay' ? debit : credit;
  const card = cardSide.data?.find((account) => account.id === cardId && account.kindUri === 'credit-card');
  const accounts = useMemo(
    () => (otherSide.data && cardId ? depositAccounts(otherSide.data, props.depositKinds, cardId) : []),
    [otherSide.data, props.depositKinds, cardId],
  );
  const facts = useMemo(() => (card ? cardFactsOf(details.data?.fields, card) : undefined), [card, details.data]);
  const offered = useMemo(() => (facts && action === 'repay' ? offeredAmounts(facts) : []), [facts, action]);
  const cashLimit = facts && action === 'cash-advance' ? cashAdvanceLimit(facts) : undefined;
  const accountField = action === 'repay' ? 'fromAccount' : 'toAccount';

  // The modal route declares the card's parameter, so the runtime's close removes both.
  const close = useCloseModal();

  const form = isRecord(config.forms) ? config.forms[props.form] : undefined;
  const mappedKeys = useMemo(() => new Set(Object.keys(isRecord(form) && isRecord(form.serverErrors) ? form.serverErrors : {})), [form]);
  const { step, setStep, busy, serverError, setServerError, review: validateAndReview, confirm } = usePaymentOrderReview({
    mappedKeys,
    showBanner: setBanner,
    texts: { unknown: t('quickActions.errors.unknown'), server: t('quickActions.errors.server', { phone: config.app.phone }) },
  });

  const review = async (formData: FormData) => {
    const data = formData as QuickFormData;
    setBanner(undefined);
    const account = accounts.find((candidate) => candidate.id === data[accountField]);
    const amount = normalizeAmount(data.amount);
    if (!card || !account || !amount) {
      setBanner(t('quickActions.errors.unknown'));
      throw new Error('incomplete');
    }
    if (action === 'cash-advance' && exceeds(amount, cashLimit)) {
      setServerError({ key: cashLimitErrorKey, errors: [{ key: cashLimitErrorKey, context: { limit: cashLimit } }] });
      throw new Error('over the cash limit');
    }
    await validateAndReview(buildQuickOrder({ action, card, account, amount, today, currency }));
  };

  const bannerView = banner ? <PaymentBanner text={banner} /> : null;

  const failedLoad = cardSide.error ?? otherSide.error;
  if (failedLoad) {
    const retry = () => {
      void debit.mutate();
      void credit.mutate();
      void details.mutate();
    };
    return <ErrorState title={t('quickActions.loadFailed')} retryText={t('quickActions.retry')} onRetry={retry} />;
  }
  // The card's details only add preset amounts and its cash limit: without them the action still works.
  if (!cardSide.data || !otherSide.data || (cardId !== undefined && details.data === undefined && details.error === undefined)) {
    return (
      <div className="pb-quick">
        <LoadingState label={t('quickActions.loading')} />
      </div>
    );
  }
  const unavailable = !card || !facts ? t(action === 'repay' ? 'quickActions.unavailable.repay' : 'quickActions.unavailable.cashAdvance') : accounts.length === 0 ? t('quickActions.noAccounts') : undefined;
  if (unavailable !== undefined || !card || !facts) {
    return (
      <Flex vertical gap="middle" className="pb-quick">
        <EmptyState notice title={unavailable ?? ''} />
        <Flex justify="end">
          <Button onClick={close}>{t('quickActions.close')}</Button>
        </Flex>
      </Flex>
    );
  }

  const cardSummary = (
    <Descriptions
      column={1}
      size="small"
      className="pb-quick-card"
      items={[
        { key: 'card', label: t('quickActions.card.name'), children: card.name },
        ...(facts.currentBalance !== undefined ? [{ key: 'balance', label: t('quickActions.card.balance'), children: formatMoney(facts.currentBalance, card.currency) }] : []),
        ...(action === 'repay' && facts.minimumPaymentDueDate
          ? [{ key: 'due', label: t('quickActions.card.dueDate'), children: formatting.day(facts.minimumPaymentDueDate) }]
          : []),
        ...(action === 'cash-advance' && cashLimit !== undefined
          ? [{ key: 'cash', label: t('quickActions.card.cashAvailable'), children: formatMoney(cashLimit, card.currency) }]
          : []),
      ]}
    />
  );

  if (step.name === 'review') {
    const { request } = step;
    return (
      <div className="pb-quick">
        <PaymentReview
          title={t('quickActions.review.title')}
          headingId="pb-quick-review"
          lines={[
            { key: 'from', label: t('quickActions.review.from'), value: request.originatorAccount.name },
            { key: 'to', label: t('quickActions.review.to'), value: request.transferTransactionInformation.counterpartyAccount.name },
            { key: 'amount', label: t('quickActions.review.amount'), value: formatMoney(request.transferTransactionInformation.instructedAmount.amount) },
            { key: 'date', label: t('quickActions.review.date'), value: formatting.day(request.requestedExecutionDate) },
          ]}
          notices={action === 'cash-advance' ? <Alert type="info" showIcon title={t('quickActions.notices.cashAdvance')} className="pb-quick-notice" /> : null}
          confirmText={t('quickActions.review.confirm')}
          backText={t('quickActions.review.back')}
          busy={busy}
          onConfirm={() => void confirm()}
          onBack={() => setStep({ name: 'form' })}
        />
      </div>
    );
  }

  if (step.name === 'failed') {
    return (
      <PaymentResult
        className="pb-quick"
        kind="failed"
        title={t('quickActions.result.failedTitle')}
        text={step.message}
        actions={
          <Space wrap>
            <Button type="primary" loading={busy} onClick={() => void confirm()}>
              {t('quickActions.result.retry')}
            </Button>
            <Button disabled={busy} onClick={() => setStep({ name: 'form' })}>
              {t('quickActions.result.change')}
            </Button>
          </Space>
        }
      />
    );
  }

  if (step.name === 'result') {
    const { outcome, request } = step;
    const amount = formatMoney(request.transferTransactionInformation.instructedAmount.amount);
    const rejected = isRejected(outcome);
    const params = { amount, card: card.name, account: (action === 'repay' ? request.originatorAccount.name : request.transferTransactionInformation.counterpartyAccount.name) ?? '' };
    const sentKey = action === 'repay' ? 'quickActions.result.repaid' : 'quickActions.result.advanced';
    const text = rejected
      ? rejectionText(outcome, t('quickActions.errors.rejected'))
      : outcome.status === 'PROCESSED'
        ? t(sentKey, params)
        : t('quickActions.result.accepted', { ...params, date: formatting.day(request.requestedExecutionDate) });
    return (
      <PaymentResult
        className="pb-quick"
        kind={rejected ? 'rejected' : 'sent'}
        title={rejected ? t('quickActions.result.rejectedTitle') : t('quickActions.result.sentTitle')}
        text={text}
        actions={
          <Button type="primary" onClick={close}>
            {t('quickActions.result.done')}
          </Button>
        }
      />
    );
  }

  const formContext: QuickFormContext = { accounts, offered, text: t, formatting, currency };
  const late = action === 'repay' && isCardPaymentLate(facts.minimumPaymentDueDate, lateDays, today);
  return (
    <section className="pb-quick" aria-label={t(action === 'repay' ? 'quickActions.repay.label' : 'quickActions.cashAdvance.label')}>
      {cardSummary}
      {action === 'cash-advance' ? <Alert type="info" showIcon title={t('quickActions.notices.cashAdvance')} className="pb-quick-notice" /> : null}
      {late ? <Alert type="warning" showIcon title={t('quickActions.notices.lateTitle')} description={t('quickActions.notices.lateBody')} className="pb-quick-notice" /> : null}
      {bannerView}
      <div className="pb-quick-form">
        <ConfigForm
          form={props.form}
          draftKey={`quick-transfer:${action}:${card.id}`}
          widgets={quickFormWidgets}
          formContext={formContext as unknown as Readonly<Record<string, unknown>>}
          serverError={serverError}
          formatServerParam={(_name, value) => (typeof value === 'string' || typeof value === 'number' ? formatMoney(String(value)) : '')}
          onChange={() => setBanner(undefined)}
          onSubmit={review}
          disabled={busy}
        >
          <Button onClick={close}>{t('quickActions.form.cancel')}</Button>
        </ConfigForm>
      </div>
    </section>
  );
}
