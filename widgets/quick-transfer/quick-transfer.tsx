import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Descriptions, Flex, Result, Skeleton } from 'antd';
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

  const app = config.app as { timezone?: string; currency?: string; locale?: string; phone?: string };
  const payments = isRecord(config.payments) ? config.payments : {};
  const latePayment = isRecord(payments.latePayment) ? payments.latePayment : {};
  const lateDays = typeof latePayment.creditCardDaysAfterDue === 'number' ? latePayment.creditCardDaysAfterDue : undefined;
  const currency = typeof payments.currency === 'string' ? payments.currency : (app.currency ?? 'USD');
  const locale = app.locale ?? 'en-US';
  const today = todayIn(app.timezone ?? 'America/Denver');
  const formatMoney = (amount: string | undefined, code?: string) =>
    amount === undefined ? '' : new Intl.NumberFormat(locale, { style: 'currency', currency: code ?? currency }).format(Number(amount));
  const formatDate = (date: string | undefined) => {
    if (!date || !/^\d{4}-\d{2}-\d{2}/.test(date)) return date ?? '';
    const [year, month, day] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
    return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
  };

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
    texts: { unknown: t('quickActions.errors.unknown'), server: t('quickActions.errors.server', { phone: app.phone ?? '' }) },
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

  const bannerView = banner ? <Alert type="error" showIcon role="alert" title={banner} className="pb-quick-banner" /> : null;

  const failedLoad = cardSide.error ?? otherSide.error;
  if (failedLoad) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('quickActions.loadFailed')}
        action={
          <Button
            onClick={() => {
              void debit.mutate();
              void credit.mutate();
              void details.mutate();
            }}
          >
            {t('quickActions.retry')}
          </Button>
        }
      />
    );
  }
  // The card's details only add preset amounts and its cash limit: without them the action still works.
  if (!cardSide.data || !otherSide.data || (cardId !== undefined && details.data === undefined && details.error === undefined)) {
    return (
      <div aria-busy="true" className="pb-quick">
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
        <span className="pb-quick-hidden">{t('quickActions.loading')}</span>
      </div>
    );
  }
  if (!card || !facts) {
    return (
      <Flex vertical gap="middle" className="pb-quick">
        <Alert type="info" showIcon title={t(action === 'repay' ? 'quickActions.unavailable.repay' : 'quickActions.unavailable.cashAdvance')} />
        <Flex justify="end">
          <Button onClick={close}>{t('quickActions.close')}</Button>
        </Flex>
      </Flex>
    );
  }
  if (accounts.length === 0) {
    return (
      <Flex vertical gap="middle" className="pb-quick">
        <Alert type="info" showIcon title={t('quickActions.noAccounts')} />
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
          ? [{ key: 'due', label: t('quickActions.card.dueDate'), children: formatDate(facts.minimumPaymentDueDate) }]
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
      <section className="pb-quick" aria-labelledby="pb-quick-review">
        <h2 id="pb-quick-review" className="pb-quick-heading">
          {t('quickActions.review.title')}
        </h2>
        {bannerView}
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            { key: 'from', label: t('quickActions.review.from'), children: request.originatorAccount.name },
            { key: 'to', label: t('quickActions.review.to'), children: request.transferTransactionInformation.counterpartyAccount.name },
            { key: 'amount', label: t('quickActions.review.amount'), children: formatMoney(request.transferTransactionInformation.instructedAmount.amount) },
            { key: 'date', label: t('quickActions.review.date'), children: formatDate(request.requestedExecutionDate) },
          ]}
        />
        {action === 'cash-advance' ? <Alert type="info" showIcon title={t('quickActions.notices.cashAdvance')} className="pb-quick-notice" /> : null}
        <Flex gap="small" justify="end" className="pb-quick-buttons">
          <Button disabled={busy} onClick={() => setStep({ name: 'form' })}>
            {t('quickActions.review.back')}
          </Button>
          <Button type="primary" loading={busy} onClick={() => void confirm()}>
            {t('quickActions.review.confirm')}
          </Button>
        </Flex>
      </section>
    );
  }

  if (step.name === 'result') {
    const { outcome, request } = step;
    const amount = formatMoney(request.transferTransactionInformation.instructedAmount.amount);
    const rejected = outcome.status === 'REJECTED' || outcome.bankStatus === 'REJECTED';
    const params = { amount, card: card.name, account: (action === 'repay' ? request.originatorAccount.name : request.transferTransactionInformation.counterpartyAccount.name) ?? '' };
    const sentKey = action === 'repay' ? 'quickActions.result.repaid' : 'quickActions.result.advanced';
    const text = rejected
      ? rejectionText(outcome, t('quickActions.errors.rejected'))
      : outcome.status === 'PROCESSED'
        ? t(sentKey, params)
        : t('quickActions.result.accepted', { ...params, date: formatDate(request.requestedExecutionDate) });
    return (
      <Result
        className="pb-quick"
        status={rejected ? 'error' : 'success'}
        title={rejected ? t('quickActions.result.rejectedTitle') : t('quickActions.result.sentTitle')}
        subTitle={<span role={rejected ? 'alert' : 'status'}>{text}</span>}
        extra={
          <Button type="primary" onClick={close}>
            {t('quickActions.result.done')}
          </Button>
        }
      />
    );
  }

  const formContext: QuickFormContext = { accounts, offered, text: t, formatMoney };
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
