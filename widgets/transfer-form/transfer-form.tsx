import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Descriptions, Flex, Input, Modal, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useSWRConfig } from 'swr';
import {
  createPaymentTemplate,
  editPaymentOrder,
  rejectionText,
  todayIn,
  transferSwrKeys,
  updatePaymentTemplate,
  usePaymentOrder,
  usePaymentOrderReview,
  usePaymentTemplate,
  usePlatform,
  useTransferAccounts,
  useTransferContacts,
  type PaymentOrderRequest,
  type PaymentTemplate,
  isRecord,
} from '../../src/platform/index.js';
import { clearDraft, ConfigForm, evaluateEntitlement, flattenRoutes, useMessages, useRuntime, readDraft, writeDraft, type FormData } from '../../src/runtime/index.js';
import type { TransferFormProps } from './definition.js';
import { registerTransferWidgets, type TransferFormContext } from './form-widgets.js';
import {
  accountRules,
  asksPayoff,
  buildPaymentOrder,
  contactLimitBreach,
  destinationOf,
  formDataOfOrder,
  formDataOfTemplate,
  isMortgage,
  isPaymentLate,
  moneyText,
  numberFormat,
  payoffAmount,
  sameTransfer,
  templateDetailsOf,
  watchedFields,
  type PaymentRulesConfig,
  type TransferFormData,
} from './order.js';
import { templatesChanged, TemplatesPanel } from './templates.js';
import './transfer-form.css';

registerTransferWidgets();


/**
 * What the form is doing (spec/3 §4 modes), from the query string: a new transfer; edit payment
 * (`?paymentOrderId=`, a waiting order changed in place); copy payment (`?copyPaymentOrderId=`, a
 * new transfer filled from an order); edit template (`?templateId=`); template
 * (`?mode=template`, a new template). The template modes save a template instead of moving money.
 */
export type TransferFormMode =
  | { kind: 'new' }
  | { kind: 'edit-payment'; id: string }
  | { kind: 'copy-payment'; id: string }
  | { kind: 'edit-template'; id: string }
  | { kind: 'template' };

export function modeOf(search: URLSearchParams): TransferFormMode {
  const edit = search.get('paymentOrderId');
  if (edit) return { kind: 'edit-payment', id: edit };
  const copy = search.get('copyPaymentOrderId');
  if (copy) return { kind: 'copy-payment', id: copy };
  const template = search.get('templateId');
  if (template) return { kind: 'edit-template', id: template };
  if (search.get('mode') === 'template') return { kind: 'template' };
  return { kind: 'new' };
}

const modeKey = (mode: TransferFormMode) => ('id' in mode ? `${mode.kind}:${mode.id}` : mode.kind);

/**
 * Make a transfer (spec/3 "Transfer and payment form", §4–§5, §8): INITIAL → REVIEW → submit,
 * EDIT of a waiting order, copy of an order, and the template modes. The fields are the config
 * form forms/<form>.json; this component supplies the accounts and contacts, applies the account
 * rules and limits of payments.json, validates with the platform, maps its errors onto fields
 * (or the banner) and submits the validated order. What the member typed survives errors,
 * review and back.
 */
export default function TransferForm(props: TransferFormProps): ReactNode {
  const [search] = useSearchParams();
  const mode = modeOf(search);
  // A different order or template (or none) is a different form: nothing of one leaks into the other.
  return <TransferFormPage key={modeKey(mode)} {...props} mode={mode} />;
}

function TransferFormPage(props: TransferFormProps & { mode: TransferFormMode }): ReactNode {
  const { mode } = props;
  const editId = mode.kind === 'edit-payment' ? mode.id : undefined;
  const orderId = mode.kind === 'edit-payment' || mode.kind === 'copy-payment' ? mode.id : undefined;
  const templateMode = mode.kind === 'edit-template' || mode.kind === 'template';
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
    return numberFormat(locale, {
      style: 'currency',
      currency: code ?? currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(value);
  };
  const formatAmount = (amount: string | undefined, code?: string) => moneyText(locale, code ?? currency, amount);
  const formatDate = (date: string | undefined) => {
    if (!date) return '';
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
  };

  const sources = useTransferAccounts('debit');
  const destinations = useTransferAccounts('credit');
  const contacts = useTransferContacts();
  const existing = usePaymentOrder(orderId);
  const template = usePaymentTemplate(mode.kind === 'edit-template' ? mode.id : undefined);

  const fresh = useMemo<TransferFormData>(() => ({ date: today, frequency: 'ONCE', endType: 'NEVER' }), [today]);
  const startData = useMemo<TransferFormData | undefined>(() => {
    if (mode.kind === 'new' || mode.kind === 'template') return fresh;
    if (mode.kind === 'edit-template') return template.data ? { ...fresh, ...formDataOfTemplate(template.data.details, contacts.data ?? []) } : undefined;
    if (!existing.data) return undefined;
    const fromOrder = formDataOfOrder(existing.data, contacts.data ?? []);
    // A copy is a new transfer: it goes today unless the member picks another day.
    return mode.kind === 'copy-payment' ? { ...fromOrder, date: today } : fromOrder;
  }, [mode.kind, fresh, template.data, existing.data, contacts.data, today]);

  const draftName = `${props.formPath}:${modeKey(mode)}`;
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
  const [formKey, setFormKey] = useState(0);
  const [bannerState, setBannerState] = useState<{ text: string; shown: number } | undefined>(undefined);
  const banner = bannerState?.text;
  const bannerCount = useRef(0);
  // Each showing is a new one (even with the same text): it scrolls into view and its timer restarts.
  const setBanner = useCallback((text: string | undefined) => {
    bannerCount.current += 1;
    setBannerState(text === undefined ? undefined : { text, shown: bannerCount.current });
  }, []);
  const [warning, setWarning] = useState<string | undefined>(undefined);
  const [discardOpen, setDiscardOpen] = useState(false);
  const bannerRef = useRef<HTMLDivElement>(null);
  const current = data ?? startData ?? {};

  // Templates: the one loaded into (or being edited in) the form, what its name box holds, the
  // outcome of the last save, and a counter that makes the list read again after a save.
  const [usedTemplate, setUsedTemplate] = useState<{ id: string; name: string } | undefined>(undefined);
  const [nameDraft, setNameDraft] = useState<string | undefined>(undefined);
  const [nameError, setNameError] = useState(false);
  const [templateNotice, setTemplateNotice] = useState<{ type: 'success' | 'error'; text: string } | undefined>(undefined);
  const [templateVersion, setTemplateVersion] = useState(0);
  const [saveDialog, setSaveDialog] = useState<{ name: string; error?: string } | undefined>(undefined);
  const [savingTemplate, setSavingTemplate] = useState(false);
  const templateName = nameDraft ?? (mode.kind === 'edit-template' ? (template.data?.name ?? '') : '');

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

  const watched = useMemo(() => watchedFields(isRecord(formDefinition) ? formDefinition.uiSchema : undefined), [formDefinition]);
  const formContext: TransferFormContext = {
    sources: allSources,
    destinations: allDestinations,
    contacts: allContacts,
    offer: props.destinations,
    data: Object.fromEntries(watched.map((field) => [field, current[field as keyof TransferFormData]]).filter(([, value]) => value !== undefined)),
    today,
    onceOnlyText,
    blockedText,
    text: t,
    formatMoney: formatAmount,
  };

  const { step, setStep, busy, serverError, setServerError, review: validateAndReview, confirm } = usePaymentOrderReview({
    mappedKeys,
    showBanner: setBanner,
    texts: { unknown: t('transfers.errors.unknown'), server: t('transfers.errors.server', { phone: app.phone ?? '' }) },
    send: editId ? (request) => editPaymentOrder(http, editId, request, existing.data?.version) : undefined,
    // The order went: the next form starts from scratch.
    onSent: () => setData(undefined),
  });

  /** Puts new data into the form (a template, the payoff amount, a clear): the form reads its data once, so it remounts. */
  const replaceData = useCallback(
    (next: TransferFormData) => {
      setData(next);
      setServerError(null);
      setWarning(undefined);
      setFormKey((key) => key + 1);
    },
    [setData, setServerError, setWarning, setFormKey],
  );

  const review = async (formData: FormData) => {
    const next = formData as TransferFormData;
    setData(next);
    setWarning(undefined);
    setBanner(undefined);
    if (blockedText) throw new Error('blocked');
    if (editId && startData && sameTransfer(next, startData)) {
      setWarning(t('transfers.errors.noChanges'));
      throw new Error('unchanged');
    }
    const nextDestination = destinationOf(next, allDestinations, allContacts);
    // The per-transaction contact limit is known here (payments.json): say so on the amount at once,
    // in the words the platform's answer would be mapped to. The server checks it (and the daily one) again.
    const limit = contactLimitBreach(payments, nextDestination, next.amount);
    if (limit !== undefined) {
      setServerError(contactLimitError(limit));
      throw new Error('contact limit');
    }
    const request = buildPaymentOrder(next, allSources, nextDestination, currency);
    if (!request) {
      setBanner(t('transfers.errors.unknown'));
      throw new Error('incomplete');
    }
    await validateAndReview(request);
  };

  /**
   * Saves the form as a template: updates the template in use when the name is unchanged (or in
   * edit-template mode), else creates one. Answers whether it was saved; the notice says how it went.
   */
  const saveTemplate = async (formData: TransferFormData, name: string, updating: { id: string } | undefined): Promise<PaymentTemplate | undefined> => {
    const details = templateDetailsOf(formData, allSources, destinationOf(formData, allDestinations, allContacts), currency);
    if (!details) {
      setTemplateNotice({ type: 'error', text: t('transfers.templates.incomplete') });
      return undefined;
    }
    setSavingTemplate(true);
    try {
      const saved = updating ? await updatePaymentTemplate(http, updating.id, name, details) : await createPaymentTemplate(http, name, details);
      setTemplateNotice({ type: 'success', text: t('transfers.templates.saved', { name: saved.name }) });
      setUsedTemplate({ id: saved.id, name: saved.name });
      templatesChanged();
      setTemplateVersion((version) => version + 1);
      // An edit-template page of it (this one, or one opened later) starts from what was saved.
      void mutate([transferSwrKeys.templates, 'one', saved.id], saved, { revalidate: false });
      return saved;
    } catch {
      setTemplateNotice({ type: 'error', text: t('transfers.templates.saveFailed') });
      return undefined;
    } finally {
      setSavingTemplate(false);
    }
  };

  /** The template modes' submit: the name is required, the rest is the form's own validation. */
  const submitTemplate = async (formData: FormData) => {
    const next = formData as TransferFormData;
    setData(next);
    const name = templateName.trim();
    if (name === '') {
      setNameError(true);
      throw new Error('no name');
    }
    const updating = mode.kind === 'edit-template' ? { id: mode.id } : usedTemplate;
    if (!(await saveTemplate(next, name, updating))) throw new Error('not saved');
    setNameDraft(name);
  };

  const saveFromDialog = async () => {
    if (!saveDialog) return;
    const name = saveDialog.name.trim();
    if (name === '') {
      setSaveDialog({ ...saveDialog, error: t('transfers.templates.nameRequired') });
      return;
    }
    const updating = usedTemplate && usedTemplate.name === name ? usedTemplate : undefined;
    setTemplateNotice(undefined);
    if (await saveTemplate(current, name, updating)) setSaveDialog(undefined);
  };

  const applyTemplate = useCallback(
    (chosen: PaymentTemplate) => {
      setUsedTemplate({ id: chosen.id, name: chosen.name });
      setTemplateNotice(undefined);
      setBanner(undefined);
      replaceData({ ...fresh, ...formDataOfTemplate(chosen.details, allContacts) });
    },
    // replaceData and setBanner only call stable setters; the panel must not re-render per keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fresh, allContacts],
  );

  /** spec/3 §4 "Clearing resets the form and the template name" (and the schedule). */
  const clear = useCallback(() => {
    setUsedTemplate(undefined);
    setTemplateNotice(undefined);
    setBanner(undefined);
    replaceData(fresh);
  }, [setUsedTemplate, setTemplateNotice, setBanner, replaceData, fresh]);

  const startOver = () => {
    setData(undefined);
    setServerError(null);
    setWarning(undefined);
    setBanner(undefined);
    setUsedTemplate(undefined);
    setTemplateNotice(undefined);
    setStep({ name: 'form' });
    setFormKey((key) => key + 1);
    if (mode.kind !== 'new') navigate(`/${props.formPath}`);
  };

  const leave = useCallback(() => {
    setDiscardOpen(false);
    setData(undefined);
    setFormKey((key) => key + 1);
    navigate(`/${editId ? props.activityPath : templateMode ? props.formPath : props.cancelPath}`);
  }, [setDiscardOpen, setData, setFormKey, navigate, editId, templateMode, props.activityPath, props.formPath, props.cancelPath]);

  // What Cancel compares is read when it is clicked, so the buttons below need not change per keystroke.
  const latest = useRef({ current, startData });
  useEffect(() => {
    latest.current = { current, startData };
  });
  const askToLeave = useCallback(() => {
    const { current: now, startData: start } = latest.current;
    if (start && !sameTransfer(now, start)) setDiscardOpen(true);
    else leave();
  }, [setDiscardOpen, leave]);
  const usedTemplateName = usedTemplate?.name;
  // The buttons beside the form's submit, the same element while nothing they show changes: the
  // form does not re-render them on each keystroke (bench/web-transfer-form.ts).
  const formActions = useMemo(
    () => (
      <>
        {!templateMode && !editId ? (
          <Button onClick={() => setSaveDialog({ name: usedTemplateName ?? '' })}>{t('transfers.templates.saveAs')}</Button>
        ) : null}
        {!editId ? <Button onClick={clear}>{t('transfers.templates.clear')}</Button> : null}
        <Button onClick={askToLeave}>{t('transfers.form.cancel')}</Button>
      </>
    ),
    [templateMode, editId, usedTemplateName, t, clear, askToLeave, setSaveDialog],
  );

  // A link shows only when its route exists and the member may open it (no link leads to a fallback).
  const flatRoutes = useMemo(() => flattenRoutes(config.routes), [config.routes]);
  const links = props.links.filter((link) => {
    const route = flatRoutes.find((item) => item.fullPath === link.path);
    return route !== undefined && route.chain.every((step) => evaluateEntitlement(config.entitlements, step.entitlement, facts));
  });
  const title =
    mode.kind === 'edit-payment'
      ? t('transfers.form.editTitle')
      : mode.kind === 'edit-template'
        ? t('transfers.templates.editTitle')
        : mode.kind === 'template'
          ? t('transfers.templates.newTitle')
          : t(props.titleKey);
  // The shell heads the page with the route's title; the widget's own heading is a level below.
  const heading = (
    <Typography.Title level={2} id="pb-transfer-title">
      {title}
    </Typography.Title>
  );
  const templatePageSize = payments.templates?.pageSize ?? 5;
  const editTemplateLink = useCallback((item: PaymentTemplate) => `/${props.formPath}?templateId=${encodeURIComponent(item.id)}`, [props.formPath]);

  const failedLoad =
    sources.error ?? destinations.error ?? (props.destinations.contacts ? contacts.error : undefined) ?? existing.error ?? template.error;
  if (failedLoad) {
    const orderFailed = existing.error !== undefined && failedLoad === existing.error;
    const templateFailed = template.error !== undefined && failedLoad === template.error;
    return (
      <section className="pb-transfer" aria-labelledby="pb-transfer-title">
        {heading}
        <Alert
          type="error"
          showIcon
          title={t(orderFailed ? 'transfers.form.orderLoadFailed' : templateFailed ? 'transfers.templates.notFound' : 'transfers.form.loadFailed')}
          action={
            <Button
              onClick={() => {
                void sources.mutate();
                void destinations.mutate();
                void contacts.mutate();
                void existing.mutate();
                void template.mutate();
              }}
            >
              {t('transfers.form.retry')}
            </Button>
          }
        />
      </section>
    );
  }
  const loading =
    !sources.data ||
    !destinations.data ||
    (props.destinations.contacts && !contacts.data) ||
    (orderId !== undefined && !existing.data) ||
    (mode.kind === 'edit-template' && !template.data);
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

  const describe = (request: PaymentOrderRequest) => {
    const schedule = request.schedule;
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
  const payoff = asksPayoff(destination, current.amount) ? payoffAmount(destination) : undefined;
  const templateNoticeView = templateNotice ? (
    <Alert
      type={templateNotice.type}
      showIcon
      role={templateNotice.type === 'error' ? 'alert' : 'status'}
      title={templateNotice.text}
      closable={{ onClose: () => setTemplateNotice(undefined) }}
      className="pb-transfer-banner"
    />
  ) : null;
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
          {templateMode ? <Link to={`/${props.formPath}`}>{t('transfers.templates.back')}</Link> : null}
        </nav>
      ) : null}
      {mode.kind === 'new' || mode.kind === 'copy-payment' ? (
        <TemplatesPanel
          pageSize={templatePageSize}
          version={templateVersion}
          editLink={editTemplateLink}
          newLink={`/${props.formPath}?mode=template`}
          onUse={applyTemplate}
          text={t}
          locale={locale}
          currency={currency}
        />
      ) : null}
      {bannerView}
      {saveDialog ? null : templateNoticeView}
      {warning ? <Alert type="warning" showIcon role="alert" title={warning} className="pb-transfer-banner" /> : null}
      {templateMode ? (
        <div className="pb-transfer-template-name-field">
          <label htmlFor="pb-transfer-template-name" className="pb-transfer-conditional-label">
            {t('transfers.templates.name')}
          </label>
          <Input
            id="pb-transfer-template-name"
            value={templateName}
            maxLength={100}
            required
            status={nameError ? 'error' : undefined}
            aria-invalid={nameError}
            aria-describedby={nameError ? 'pb-transfer-template-name-error pb-transfer-template-hint' : 'pb-transfer-template-hint'}
            onChange={(event) => {
              setNameDraft(event.target.value);
              setNameError(false);
            }}
          />
          {nameError ? (
            <div id="pb-transfer-template-name-error" className="pb-transfer-field-error" role="alert">
              {t('transfers.templates.nameRequired')}
            </div>
          ) : null}
          <Typography.Paragraph type="secondary" id="pb-transfer-template-hint" className="pb-transfer-template-hint">
            {t('transfers.templates.hint')}
          </Typography.Paragraph>
        </div>
      ) : usedTemplate ? (
        <p className="pb-transfer-template-used">
          <Tag>{t('transfers.templates.using', { name: usedTemplate.name })}</Tag>
        </p>
      ) : null}
      <div className="pb-transfer-notices">
        {toOtherMember && limits?.perTransaction && limits.perDay ? (
          <Alert type="info" showIcon title={t('transfers.contactLimits', { perTransaction: formatMoney(limits.perTransaction), perDay: formatMoney(limits.perDay) })} />
        ) : null}
        {source?.kindUri === 'credit-card' ? <Alert type="info" showIcon title={t('transfers.notices.cashAdvance')} /> : null}
        {isMortgage(payments, target) ? <Alert type="info" showIcon title={t('transfers.notices.mortgage')} /> : null}
        {lateAlert ? <Alert type="warning" showIcon title={t('transfers.notices.lateTitle')} description={t('transfers.notices.lateBody')} /> : null}
        {payoff && target ? (
          <Alert
            type="warning"
            showIcon
            title={t('transfers.payoff.question')}
            description={t('transfers.payoff.body', { account: target.name, amount: formatAmount(payoff) })}
            action={
              sameTransfer(current, { ...current, amount: payoff }) ? undefined : (
                <Button size="small" onClick={() => replaceData({ ...current, amount: payoff })}>
                  {t('transfers.payoff.action', { amount: formatAmount(payoff) })}
                </Button>
              )
            }
          />
        ) : null}
      </div>
      <div className="pb-transfer-form">
        <ConfigForm
          key={`${formKey}-${modeKey(mode)}`}
          form={props.form}
          initialData={current as FormData}
          formContext={formContext as unknown as Readonly<Record<string, unknown>>}
          serverError={serverError}
          formatServerParam={(_name, value) => (typeof value === 'string' || typeof value === 'number' ? formatMoney(String(value)) : '')}
          submitDisabled={blockedText !== undefined && !templateMode}
          submitText={templateMode ? t('transfers.templates.save') : undefined}
          onChange={(next) => {
            setData(next as TransferFormData);
            setWarning(undefined);
          }}
          onSubmit={templateMode ? submitTemplate : review}
        >
          {formActions}
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
      <Modal
        open={saveDialog !== undefined}
        title={t('transfers.templates.saveAs')}
        okText={t('transfers.templates.save')}
        cancelText={t('transfers.templates.cancel')}
        confirmLoading={savingTemplate}
        onOk={() => void saveFromDialog()}
        onCancel={() => {
          setSaveDialog(undefined);
          setTemplateNotice(undefined);
        }}
        destroyOnHidden
      >
        <label htmlFor="pb-transfer-save-template-name" className="pb-transfer-conditional-label">
          {t('transfers.templates.name')}
        </label>
        <Input
          id="pb-transfer-save-template-name"
          value={saveDialog?.name ?? ''}
          maxLength={100}
          autoFocus
          status={saveDialog?.error ? 'error' : undefined}
          aria-invalid={saveDialog?.error !== undefined}
          aria-describedby={saveDialog?.error ? 'pb-transfer-save-template-error' : undefined}
          onChange={(event) => setSaveDialog({ name: event.target.value })}
          onPressEnter={() => void saveFromDialog()}
        />
        {saveDialog?.error ? (
          <div id="pb-transfer-save-template-error" className="pb-transfer-field-error" role="alert">
            {saveDialog.error}
          </div>
        ) : null}
        {saveDialog ? templateNoticeView : null}
      </Modal>
    </section>
  );
}

/** A server-shaped error of the per-transaction contact limit, mapped onto the amount by the form's serverErrors. */
interface ServerErrorBody {
  key: string;
  message: string;
  errors: { key: string; message: string; context: { limit: string } }[];
}

function contactLimitError(limit: string): ServerErrorBody {
  const key = 'payment.amount.contact-limit-per-transaction';
  return { key, message: key, errors: [{ key, message: key, context: { limit } }] };
}
