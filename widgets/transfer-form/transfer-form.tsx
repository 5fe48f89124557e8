import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Descriptions, Flex, Modal, Result, Skeleton, Space, Typography } from 'antd';
import { useSWRConfig } from 'swr';
import {
  editPaymentOrder,
  isPlatformError,
  rejectionText,
  submitPaymentOrder,
  swrKeys,
  transferSwrKeys,
  usePaymentOrder,
  usePlatform,
  useTransferAccounts,
  useTransferContacts,
  validatePaymentOrder,
  type PaymentOrderOutcome,
  type PaymentOrderRequest,
  type PlatformError,
} from '../../src/platform/index.js';
import { clearDraft, ConfigForm, evaluateEntitlement, flattenRoutes, useMessages, useRuntime, readDraft, writeDraft, type FormData } from '../../src/runtime/index.js';
import type { TransferFormProps } from './definition.js';
import { registerTransferWidgets, type TransferFormContext } from './form-widgets.js';
import {
  accountRules,
  buildPaymentOrder,
  destinationOf,
  formDataOfOrder,
  isMortgage,
  isPaymentLate,
  sameTransfer,
  type PaymentRulesConfig,
  type TransferFormData,
} from './order.js';
import './transfer-form.css';

registerTransferWidgets();

/** Today in the credit union's time zone, as yyyy-mm-dd (the date a transfer made now carries). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

type Step =
  | { name: 'form' }
  | { name: 'review'; request: PaymentOrderRequest; validatedId: string }
  | { name: 'result'; request: PaymentOrderRequest; outcome: PaymentOrderOutcome };

/**
 * Make a transfer (spec/3 "Transfer and payment form", §4–§5, §8): INITIAL → REVIEW → submit,
 * and EDIT of a waiting order (`?paymentOrderId=`). The fields are the config form
 * forms/<form>.json; this component supplies the accounts, applies the account rules of
 * payments.json, validates with the platform, maps its errors onto fields (or the banner) and
 * submits the validated order. What the member typed survives errors, review and back.
 */
export default function TransferForm(props: TransferFormProps): ReactNode {
  const [search] = useSearchParams();
  const editId = search.get('paymentOrderId') ?? undefined;
  // A different order (or none) is a different form: nothing of one leaks into the other.
  return <TransferFormPage key={editId ?? 'new'} {...props} editId={editId} />;
}

function TransferFormPage(props: TransferFormProps & { editId: string | undefined }): ReactNode {
  const { editId } = props;
  const t = useMessages();
  const { config, facts } = useRuntime();
  const { http } = usePlatform();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();

  const app = config.app as { timezone?: string; currency?: string; locale?: string; phone?: string };
  const payments = (isRecord(config.payments) ? config.payments : {}) as PaymentRulesConfig;
  const currency = payments.currency ?? app.currency ?? 'USD';
  const locale = app.locale ?? 'en-US';
  const today = todayIn(app.timezone ?? 'America/Denver');
  /** A limit as people say it: "$2,500", cents only when there are some. */
  const formatMoney = (amount: string | undefined, code?: string) => {
    if (amount === undefined) return '';
    const value = Number(amount);
    if (!Number.isFinite(value)) return amount;
    const whole = Number.isInteger(value);
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code ?? currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(value);
  };
  const formatAmount = (amount: string | undefined, code?: string) =>
    amount === undefined ? '' : new Intl.NumberFormat(locale, { style: 'currency', currency: code ?? currency }).format(Number(amount));
  const formatDate = (date: string | undefined) => {
    if (!date) return '';
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
  };

  const sources = useTransferAccounts('debit');
  const destinations = useTransferAccounts('credit');
  const contacts = useTransferContacts();
  const existing = usePaymentOrder(editId);

  const fresh = useMemo<TransferFormData>(() => ({ date: today, frequency: 'ONCE', endType: 'NEVER' }), [today]);
  const editStart = useMemo(
    () => (existing.data ? formDataOfOrder(existing.data, contacts.data ?? []) : undefined),
    [existing.data, contacts.data],
  );
  const startData = editId ? editStart : fresh;

  const draftName = `${props.formPath}:${editId ?? 'new'}`;
  const [data, setDataState] = useState<TransferFormData | undefined>(() => readDraft(draftName) as TransferFormData | undefined);
  const setData = useCallback(
    (next: TransferFormData | undefined) => {
      setDataState(next);
      // The runtime's draft store: what was typed survives a remount and goes at sign-out.
      if (next) writeDraft(draftName, next);
      else clearDraft(draftName);
    },
    [draftName],
  );
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [formKey, setFormKey] = useState(0);
  const [serverError, setServerError] = useState<PlatformError | null>(null);
  const [bannerState, setBannerState] = useState<{ text: string; shown: number } | undefined>(undefined);
  const banner = bannerState?.text;
  const bannerCount = useRef(0);
  // Each showing is a new one (even with the same text): it scrolls into view and its timer restarts.
  const setBanner = (text: string | undefined) => {
    bannerCount.current += 1;
    setBannerState(text === undefined ? undefined : { text, shown: bannerCount.current });
  };
  const [warning, setWarning] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [discardOpen, setDiscardOpen] = useState(false);
  const bannerRef = useRef<HTMLDivElement>(null);
  const current = data ?? startData ?? {};

  // The generic banner scrolls into view and clears itself (spec/3 §8, errorBannerSeconds).
  useEffect(() => {
    if (bannerState === undefined) return;
    bannerRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    const timer = setTimeout(() => setBannerState(undefined), props.errorBannerSeconds * 1000);
    return () => clearTimeout(timer);
  }, [bannerState, props.errorBannerSeconds]);

  const formDefinition = isRecord(config.forms) && isRecord(config.forms[props.form]) ? config.forms[props.form] : undefined;
  const mappedKeys = useMemo(
    () => new Set(Object.keys(isRecord(formDefinition) && isRecord(formDefinition.serverErrors) ? formDefinition.serverErrors : {})),
    [formDefinition],
  );

  const allSources = sources.data ?? [];
  const allDestinations = destinations.data ?? [];
  const allContacts = props.destinations.contacts ? (contacts.data ?? []) : [];
  const source = allSources.find((account) => account.id === current.fromAccount);
  const destination = destinationOf(current, allDestinations, allContacts);
  const rules = accountRules(payments, source, destination);
  const blockedText = rules.blockedKey ? t(`transfers.${rules.blockedKey}`) : undefined;
  const onceOnlyText = rules.onceOnlyKey ? t(`transfers.${rules.onceOnlyKey}`) : undefined;
  const target = destination?.kind === 'account' ? destination.account : undefined;
  const toOtherMember = destination !== undefined && destination.kind !== 'account';

  const formContext: TransferFormContext = {
    sources: allSources,
    destinations: allDestinations,
    contacts: allContacts,
    offer: props.destinations,
    data: current,
    today,
    onceOnlyText,
    blockedText,
    text: t,
    formatMoney: formatAmount,
  };

  const refreshAfterMoneyMoved = () => {
    void mutate(
      (key) =>
        key === swrKeys.productSummary ||
        key === transferSwrKeys.debitAccounts ||
        key === transferSwrKeys.creditAccounts ||
        (Array.isArray(key) && key[0] === transferSwrKeys.orders) ||
        (typeof key === 'string' && key.startsWith('arrangement-manager/')),
    );
  };

  /** Says what went wrong: mapped keys on their fields, anything else in the banner (spec/3 §8). */
  const showFailure = (error: unknown) => {
    if (isPlatformError(error) && error.status >= 400 && error.status < 500) {
      const entries = error.errors.length > 0 ? error.errors : [{ key: error.key, message: error.message }];
      const unmapped = entries.filter((entry) => entry.key === undefined || !mappedKeys.has(entry.key));
      setServerError(unmapped.length < entries.length ? error : null);
      const texts = [...new Set(unmapped.map((entry) => entry.message).filter((message): message is string => Boolean(message)))];
      if (unmapped.length > 0) setBanner(texts.length > 0 ? texts.join(' ') : t('transfers.errors.unknown'));
      return;
    }
    setServerError(null);
    if (isPlatformError(error) && error.status >= 500) setBanner(t('transfers.errors.server', { phone: app.phone ?? '' }));
    else setBanner(t('transfers.errors.unknown'));
  };

  const review = async (formData: FormData) => {
    const next = formData as TransferFormData;
    setData(next);
    setWarning(undefined);
    setBanner(undefined);
    if (blockedText) throw new Error('blocked');
    if (editId && editStart && sameTransfer(next, editStart)) {
      setWarning(t('transfers.errors.noChanges'));
      throw new Error('unchanged');
    }
    const request = buildPaymentOrder(next, allSources, destinationOf(next, allDestinations, allContacts), currency);
    if (!request) {
      setBanner(t('transfers.errors.unknown'));
      throw new Error('incomplete');
    }
    setBusy(true);
    try {
      const validated = await validatePaymentOrder(http, request);
      setServerError(null);
      setStep({ name: 'review', request, validatedId: validated.id });
    } catch (error) {
      showFailure(error);
      throw error;
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (step.name !== 'review') return;
    setBusy(true);
    try {
      const outcome = editId
        ? await editPaymentOrder(http, editId, step.request, existing.data?.version)
        : await submitPaymentOrder(http, step.request, step.validatedId);
      refreshAfterMoneyMoved();
      setData(undefined);
      setStep({ name: 'result', request: step.request, outcome });
    } catch (error) {
      setStep({ name: 'form' });
      showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const startOver = () => {
    setData(undefined);
    setServerError(null);
    setWarning(undefined);
    setBanner(undefined);
    setStep({ name: 'form' });
    setFormKey((key) => key + 1);
    if (editId) navigate(`/${props.formPath}`);
  };

  const leave = () => {
    setDiscardOpen(false);
    setData(undefined);
    setFormKey((key) => key + 1);
    navigate(`/${editId ? props.activityPath : props.cancelPath}`);
  };

  // A link shows only when its route exists and the member may open it (no link leads to a fallback).
  const flatRoutes = useMemo(() => flattenRoutes(config.routes), [config.routes]);
  const links = props.links.filter((link) => {
    const route = flatRoutes.find((item) => item.fullPath === link.path);
    return route !== undefined && route.chain.every((step) => evaluateEntitlement(config.entitlements, step.entitlement, facts));
  });
  const title = editId ? t('transfers.form.editTitle') : t(props.titleKey);
  // The shell heads the page with the route's title; the widget's own heading is a level below.
  const heading = (
    <Typography.Title level={2} id="pb-transfer-title">
      {title}
    </Typography.Title>
  );

  const failedLoad = sources.error ?? destinations.error ?? (props.destinations.contacts ? contacts.error : undefined) ?? existing.error;
  if (failedLoad) {
    const orderFailed = existing.error !== undefined && failedLoad === existing.error;
    return (
      <section className="pb-transfer" aria-labelledby="pb-transfer-title">
        {heading}
        <Alert
          type="error"
          showIcon
          title={t(orderFailed ? 'transfers.form.orderLoadFailed' : 'transfers.form.loadFailed')}
          action={
            <Button
              onClick={() => {
                void sources.mutate();
                void destinations.mutate();
                void contacts.mutate();
                void existing.mutate();
              }}
            >
              {t('transfers.form.retry')}
            </Button>
          }
        />
      </section>
    );
  }
  const loading = !sources.data || !destinations.data || (props.destinations.contacts && !contacts.data) || (editId !== undefined && !existing.data);
  if (loading) {
    return (
      <section className="pb-transfer" aria-labelledby="pb-transfer-title" aria-busy="true">
        {heading}
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
        <span className="pb-visually-hidden">{t('transfers.form.loading')}</span>
      </section>
    );
  }
  if (allSources.length === 0) {
    return (
      <section className="pb-transfer" aria-labelledby="pb-transfer-title">
        {heading}
        <Alert type="info" showIcon title={t('transfers.form.noAccounts')} />
      </section>
    );
  }

  const recurring = (request: PaymentOrderRequest) => request.schedule;
  const describe = (request: PaymentOrderRequest) => {
    const schedule = recurring(request);
    const end = schedule?.endDate
      ? t('transfers.end.onDate', { date: formatDate(schedule.endDate) })
      : schedule?.repeat
        ? t('transfers.end.after', { count: schedule.repeat })
        : t('transfers.end.never');
    const items = [
      { key: 'from', label: t('transfers.review.from'), children: request.originatorAccount.name },
      { key: 'to', label: t('transfers.review.to'), children: request.transferTransactionInformation.counterpartyAccount.name },
      { key: 'amount', label: t('transfers.review.amount'), children: formatAmount(request.transferTransactionInformation.instructedAmount.amount) },
      { key: 'date', label: t('transfers.review.date'), children: formatDate(request.requestedExecutionDate) },
      { key: 'frequency', label: t('transfers.review.frequency'), children: t(`transfers.frequency.${schedule?.transferFrequency ?? 'ONCE'}`) },
      ...(schedule ? [{ key: 'end', label: t('transfers.review.end'), children: end }] : []),
      ...(request.transferTransactionInformation.remittanceInformation
        ? [{ key: 'memo', label: t('transfers.review.memo'), children: request.transferTransactionInformation.remittanceInformation.content }]
        : []),
    ];
    return <Descriptions column={1} bordered size="small" items={items} />;
  };

  const bannerView = banner ? (
    <div ref={bannerRef}>
      <Alert type="error" showIcon role="alert" title={banner} closable={{ onClose: () => setBanner(undefined) }} className="pb-transfer-banner" />
    </div>
  ) : null;

  if (step.name === 'review') {
    return (
      <section className="pb-transfer" aria-labelledby="pb-transfer-title">
        <Typography.Title level={2} id="pb-transfer-title">{t('transfers.review.title')}</Typography.Title>
        {bannerView}
        {describe(step.request)}
        <Flex gap="small" className="pb-transfer-actions">
          <Button type="primary" loading={busy} onClick={() => void confirm()}>
            {editId ? t('transfers.review.confirmEdit') : t('transfers.review.confirm')}
          </Button>
          <Button disabled={busy} onClick={() => setStep({ name: 'form' })}>
            {t('transfers.review.back')}
          </Button>
        </Flex>
      </section>
    );
  }

  if (step.name === 'result') {
    const { outcome, request } = step;
    const amount = formatAmount(request.transferTransactionInformation.instructedAmount.amount);
    const rejected = outcome.status === 'REJECTED' || outcome.bankStatus === 'REJECTED';
    const resultText = editId
      ? t('transfers.result.updated')
      : outcome.status === 'PROCESSED'
        ? t('transfers.result.sent', { amount })
        : t('transfers.result.scheduled', { amount, date: formatDate(request.requestedExecutionDate) });
    return (
      <section className="pb-transfer" aria-labelledby="pb-transfer-title">
        {heading}
        <Result
          status={rejected ? 'error' : 'success'}
          title={rejected ? t('transfers.result.rejectedTitle') : t('transfers.result.sentTitle')}
          subTitle={<span role={rejected ? 'alert' : 'status'}>{rejected ? rejectionText(outcome, t('transfers.errors.rejected')) : resultText}</span>}
          extra={
            <Space wrap>
              <Button type="primary" onClick={startOver}>
                {t('transfers.result.another')}
              </Button>
              <Link to={`/${props.activityPath}`}>{t('transfers.result.activity')}</Link>
            </Space>
          }
        />
      </section>
    );
  }

  const lateAlert = isPaymentLate(payments, target, today);
  const limits = payments.limits?.contacts;
  return (
    <section className="pb-transfer" aria-labelledby="pb-transfer-title">
      {heading}
      {links.length > 0 ? (
        <nav className="pb-transfer-links" aria-label={title}>
          {links.map((link) => (
            <Link key={link.path} to={`/${link.path}`}>
              {t(link.labelKey)}
            </Link>
          ))}
        </nav>
      ) : null}
      {bannerView}
      {warning ? <Alert type="warning" showIcon role="alert" title={warning} className="pb-transfer-banner" /> : null}
      <div className="pb-transfer-notices">
        {toOtherMember && limits?.perTransaction && limits.perDay ? (
          <Alert type="info" showIcon title={t('transfers.contactLimits', { perTransaction: formatMoney(limits.perTransaction), perDay: formatMoney(limits.perDay) })} />
        ) : null}
        {source?.kindUri === 'credit-card' ? <Alert type="info" showIcon title={t('transfers.notices.cashAdvance')} /> : null}
        {isMortgage(payments, target) ? <Alert type="info" showIcon title={t('transfers.notices.mortgage')} /> : null}
        {lateAlert ? <Alert type="warning" showIcon title={t('transfers.notices.lateTitle')} description={t('transfers.notices.lateBody')} /> : null}
      </div>
      <div className="pb-transfer-form">
        <ConfigForm
          key={`${formKey}-${editId ?? 'new'}`}
          form={props.form}
          initialData={current as FormData}
          formContext={formContext as unknown as Readonly<Record<string, unknown>>}
          serverError={serverError}
          formatServerParam={(_name, value) => (typeof value === 'string' || typeof value === 'number' ? formatMoney(String(value)) : '')}
          onChange={(next) => {
            setData(next as TransferFormData);
            setWarning(undefined);
          }}
          onSubmit={review}
        >
          <Button type="primary" htmlType="submit" className="pb-transfer-submit" disabled={blockedText !== undefined} loading={busy}>
            {t('transfers.form.review')}
          </Button>
          <Button
            onClick={() => {
              if (startData && !sameTransfer(current, startData)) setDiscardOpen(true);
              else leave();
            }}
          >
            {t('transfers.form.cancel')}
          </Button>
        </ConfigForm>
      </div>
      <Modal
        open={discardOpen}
        title={t('transfers.discard.title')}
        okText={t('transfers.discard.confirm')}
        cancelText={t('transfers.discard.cancel')}
        onOk={leave}
        onCancel={() => setDiscardOpen(false)}
      >
        {t('transfers.discard.body')}
      </Modal>
    </section>
  );
}
