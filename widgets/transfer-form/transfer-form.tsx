import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Typography } from 'antd';
import { EmptyState, ErrorState, LoadingState, useFormatting } from '../../src/banking-ui/index.js';
import { editPaymentOrder, isRecord, todayIn, usePaymentOrderReview, usePlatform, type PaymentTemplate } from '../../src/platform/index.js';
import { clearDraft, readDraft, useMessages, useRuntime, writeDraft, type FormData } from '../../src/runtime/index.js';
import type { TransferFormProps } from './definition.js';
import { bannerFor, contactLimitError, minimumAmountError } from './errors.js';
import { registerTransferWidgets } from './form-widgets.js';
import { behaviourOf, modeKey, modeOf, type TransferFormMode } from './modes.js';
import { buildPaymentOrder, contactLimitBreach, destinationOf, formDataOfTemplate, sameTransfer, type PaymentRulesConfig, type TransferFormData } from './order.js';
import { TransferEditor } from './transfer-editor.js';
import { useTemplateList } from './templates.js';
import { TransferResult, TransferReview } from './transfer-steps.js';
import { useBanner } from './use-banner.js';
import { useTemplateSaving } from './use-template-saving.js';
import { useTransferData } from './use-transfer-data.js';
import './transfer-form.css';

registerTransferWidgets();

export { modeOf, type TransferFormMode } from './modes.js';

/**
 * Make a transfer (spec/3 "Transfer and payment form", §4–§5, §8): INITIAL → REVIEW → submit,
 * EDIT of a waiting order, copy of an order, and the template modes (modes.ts says how each
 * behaves). The fields are the config form forms/<form>.json; this page supplies the accounts
 * and contacts, applies the rules and limits of payments.json, validates with the platform, maps
 * its errors onto fields (or the banner) and submits the validated order. What the member typed
 * survives errors, review, a failed send and back.
 */
export default function TransferForm(props: TransferFormProps): ReactNode {
  const [search] = useSearchParams();
  const mode = modeOf(search);
  // A different order or template (or none) is a different form: nothing of one leaks into the other.
  return <TransferFormPage key={modeKey(mode)} {...props} mode={mode} />;
}

function TransferFormPage(props: TransferFormProps & { mode: TransferFormMode }): ReactNode {
  const { mode } = props;
  const behaviour = useMemo(() => behaviourOf(mode), [mode]);
  const t = useMessages();
  const { config } = useRuntime();
  const { http } = usePlatform();
  const navigate = useNavigate();
  const formatting = useFormatting();
  const payments = (isRecord(config.payments) ? config.payments : {}) as PaymentRulesConfig;
  const currency = payments.currency ?? formatting.currency;
  const today = todayIn(formatting.timeZone);
  const fresh = useMemo<TransferFormData>(() => ({ date: today, frequency: 'ONCE', endType: 'NEVER' }), [today]);
  const loaded = useTransferData(behaviour, props.destinations.contacts, fresh, today);
  const accounts = useMemo(
    () => ({ sources: loaded.sources, destinations: loaded.destinations, contacts: loaded.contacts }),
    [loaded.sources, loaded.destinations, loaded.contacts],
  );

  // What was typed lives in the runtime's draft store: it survives a remount and goes at sign-out.
  const draftName = `${props.formPath}:${modeKey(mode)}`;
  const [draft, setDraft] = useState<TransferFormData | undefined>(() => readDraft(draftName) as TransferFormData | undefined);
  const setData = useCallback(
    (next: TransferFormData | undefined) => {
      setDraft(next);
      if (next) writeDraft(draftName, next);
      else clearDraft(draftName);
    },
    [draftName],
  );
  const data = draft ?? loaded.startData ?? {};
  const [formVersion, setFormVersion] = useState(0);
  const [warning, setWarning] = useState<string | undefined>(undefined);
  const [discardOpen, setDiscardOpen] = useState(false);
  const banner = useBanner(props.errorBannerSeconds);
  const showBannerContent = banner.show;
  const templates = useTemplateSaving({ editing: loaded.template, editingId: behaviour.templateId, accounts, currency, text: t });
  const templateList = useTemplateList({ enabled: behaviour.listsTemplates, pageSize: payments.templates?.pageSize ?? 5, version: templates.version });
  // The list above the form is in before the form shows, so it never pushes the fields down under the pointer.
  const templatesPending = behaviour.listsTemplates && templateList.pages === undefined && templateList.error === undefined;

  const formDefinition = isRecord(config.forms) && isRecord(config.forms[props.form]) ? config.forms[props.form] : undefined;
  const mappedKeys = useMemo(
    () => new Set(Object.keys(isRecord(formDefinition) && isRecord(formDefinition.serverErrors) ? formDefinition.serverErrors : {})),
    [formDefinition],
  );

  // An error's words depend on what was sent (spec/3 §8 recurring card/loan refusals): read when it shows.
  const latest = useRef({ data, startData: loaded.startData });
  useEffect(() => {
    latest.current = { data, startData: loaded.startData };
  });
  const explain = useCallback(
    (text: string, sent: TransferFormData) => {
      const source = accounts.sources.find((account) => account.id === sent.fromAccount);
      return bannerFor(text, sent, source, payments.bankConnectorErrors, t);
    },
    [accounts.sources, payments.bankConnectorErrors, t],
  );
  const showBanner = useCallback(
    (text: string | undefined) => showBannerContent(text === undefined ? undefined : explain(text, latest.current.data)),
    [showBannerContent, explain],
  );
  const editing = behaviour.editsOrder;
  const flow = usePaymentOrderReview({
    mappedKeys,
    showBanner,
    texts: { unknown: t('transfers.errors.unknown'), server: t('transfers.errors.server', { phone: config.app.phone }) },
    send: editing ? (request) => editPaymentOrder(http, editing, request, loaded.order?.version) : undefined,
    // The order went: the next form starts from scratch.
    onSent: () => setData(undefined),
  });
  const { setServerError } = flow;

  /** Puts new data into the form (a template, the payoff amount, a clear): the form reads its data once, so it remounts. */
  const replaceData = useCallback(
    (next: TransferFormData) => {
      setData(next);
      setServerError(null);
      setWarning(undefined);
      setFormVersion((version) => version + 1);
    },
    [setData, setServerError],
  );

  const review = async (formData: FormData) => {
    const next = formData as TransferFormData;
    setData(next);
    latest.current = { ...latest.current, data: next };
    setWarning(undefined);
    banner.show(undefined);
    if (editing && loaded.startData && sameTransfer(next, loaded.startData)) {
      setWarning(t('transfers.errors.noChanges'));
      throw new Error('unchanged');
    }
    const destination = destinationOf(next, accounts.destinations, accounts.contacts);
    // Limits known here (payments.json) are said on the amount at once, in the words the platform's
    // answer would be mapped to; the server checks them (and the daily one) again.
    const limit = contactLimitBreach(payments, destination, next.amount);
    const refusal = limit !== undefined ? contactLimitError(limit) : minimumAmountError(payments, next.amount);
    if (refusal) {
      setServerError(refusal);
      throw new Error(refusal.key);
    }
    const request = buildPaymentOrder(next, accounts.sources, destination, currency);
    if (!request) {
      banner.show({ text: t('transfers.errors.unknown') });
      throw new Error('incomplete');
    }
    await flow.review(request);
  };

  const submitTemplate = async (formData: FormData) => {
    setData(formData as TransferFormData);
    await templates.submit(formData as TransferFormData);
  };

  const { forget, use } = templates;
  const applyTemplate = useCallback(
    (chosen: PaymentTemplate) => {
      use(chosen);
      showBannerContent(undefined);
      replaceData({ ...fresh, ...formDataOfTemplate(chosen.details, accounts.contacts) });
    },
    [use, showBannerContent, replaceData, fresh, accounts.contacts],
  );
  /** spec/3 §4 "Clearing resets the form and the template name" (and the schedule). */
  const clear = useCallback(() => {
    forget();
    showBannerContent(undefined);
    replaceData(fresh);
  }, [forget, showBannerContent, replaceData, fresh]);
  const startOver = () => {
    forget();
    banner.show(undefined);
    setData(undefined);
    setServerError(null);
    setWarning(undefined);
    flow.setStep({ name: 'form' });
    setFormVersion((version) => version + 1);
    if (mode.kind !== 'new') navigate(`/${props.formPath}`);
  };
  const leave = useCallback(() => {
    setDiscardOpen(false);
    setData(undefined);
    const to = { cancel: props.cancelPath, activity: props.activityPath, form: props.formPath }[behaviour.leavesTo];
    navigate(`/${to}`);
  }, [setData, navigate, behaviour.leavesTo, props.cancelPath, props.activityPath, props.formPath]);
  // What Cancel compares is read when it is clicked, so the buttons need not change per keystroke.
  const askToLeave = useCallback(() => {
    const { data: now, startData } = latest.current;
    if (startData && !sameTransfer(now, startData)) setDiscardOpen(true);
    else leave();
  }, [leave]);
  const usedName = templates.used?.name;
  const { setDialog } = templates;
  const actions = useMemo(
    () => (
      <>
        {behaviour.offersSaveAsTemplate ? <Button onClick={() => setDialog({ name: usedName ?? '' })}>{t('transfers.templates.saveAs')}</Button> : null}
        {behaviour.offersClear ? <Button onClick={clear}>{t('transfers.templates.clear')}</Button> : null}
        <Button onClick={askToLeave}>{t('transfers.form.cancel')}</Button>
      </>
    ),
    [behaviour, usedName, t, clear, askToLeave, setDialog],
  );

  // The shell heads the page with the route's title; a mode with a title of its own adds it a level below.
  const title = t(behaviour.titleKey ?? props.titleKey);
  const section = (children: ReactNode, busy = false) => (
    <section className="pb-transfer" aria-label={title} aria-busy={busy || undefined}>
      {behaviour.titleKey ? <Typography.Title level={2}>{title}</Typography.Title> : null}
      {children}
    </section>
  );

  if (loaded.failedRead) return section(<ErrorState title={t(loaded.failedRead)} retryText={t('transfers.form.retry')} onRetry={loaded.retry} />);
  if (loaded.loading || templatesPending) return section(<LoadingState label={t('transfers.form.loading')} rows={6} />, true);
  if (accounts.sources.length === 0) return section(<EmptyState notice title={t('transfers.form.noAccounts')} />);

  const { step } = flow;
  if (step.name === 'review') {
    return section(
      <TransferReview
        request={step.request}
        editing={editing !== undefined}
        busy={flow.busy}
        formatting={formatting}
        text={t}
        onConfirm={() => void flow.confirm()}
        onBack={() => flow.setStep({ name: 'form' })}
      />,
    );
  }
  if (step.name === 'result' || step.name === 'failed') {
    return section(
      <TransferResult
        request={step.request}
        outcome={step.name === 'result' ? step.outcome : undefined}
        // A send the bank connector refuses says it like the validate banner does, with its link.
        failure={step.name === 'failed' ? explain(step.message, data) : undefined}
        editing={editing !== undefined}
        activityPath={props.activityPath}
        busy={flow.busy}
        formatting={formatting}
        text={t}
        onAnother={startOver}
        onRetry={() => void flow.confirm()}
        onChange={() => flow.setStep({ name: 'form' })}
      />,
    );
  }
  return section(
    <TransferEditor
      page={props}
      behaviour={behaviour}
      formKey={`${formVersion}-${modeKey(mode)}`}
      data={data}
      accounts={accounts}
      payments={payments}
      banner={banner}
      warning={warning}
      serverError={flow.serverError}
      templates={templates}
      templateList={templateList}
      actions={actions}
      discard={{ open: discardOpen, onDiscard: leave, onKeep: () => setDiscardOpen(false) }}
      onChange={(next) => {
        setData(next);
        setWarning(undefined);
      }}
      onSubmit={behaviour.savesTemplate ? submitTemplate : review}
      onUseTemplate={applyTemplate}
      onPayOff={(amount) => replaceData({ ...data, amount })}
    />,
  );
}
