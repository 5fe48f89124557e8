import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Modal } from 'antd';
import { PaymentBanner, useFormatting } from '../../src/banking-ui/index.js';
import { isRecord, todayIn, type PaymentOrderFieldError, type PaymentTemplate, type TransferAccount, type TransferContact } from '../../src/platform/index.js';
import { ConfigForm, evaluateEntitlement, flattenRoutes, useMessages, useRuntime, type FormData } from '../../src/runtime/index.js';
import type { TransferFormProps } from './definition.js';
import type { TransferFormContext } from './form-widgets.js';
import type { ModeBehaviour } from './modes.js';
import { accountRules, destinationOf, paymentTypeOf, watchedFields, type PaymentRulesConfig, type TransferFormData } from './order.js';
import { SaveTemplateDialog, TemplateName, TemplateNoticeView } from './template-fields.js';
import { TemplatesPanel, type TemplateList } from './templates.js';
import { TransferNotices } from './transfer-notices.js';
import type { Banner } from './use-banner.js';
import type { TemplateSaving } from './use-template-saving.js';

export interface TransferEditorProps {
  readonly page: TransferFormProps;
  readonly behaviour: ModeBehaviour;
  /** Changes whenever the form must read its data afresh (a template, a clear, the payoff amount). */
  readonly formKey: string;
  readonly data: TransferFormData;
  readonly accounts: { sources: readonly TransferAccount[]; destinations: readonly TransferAccount[]; contacts: readonly TransferContact[] };
  readonly payments: PaymentRulesConfig;
  /** The general error banner (use-banner.ts): what it says, where it is, how it closes. */
  readonly banner: Banner;
  readonly warning: string | undefined;
  readonly serverError: PaymentOrderFieldError | null;
  readonly templates: TemplateSaving;
  /** The member's templates, read by the page before the form shows. */
  readonly templateList: TemplateList;
  /** The buttons beside Submit (memoised by the page, so the form does not redraw them per keystroke). */
  readonly actions: ReactNode;
  /** Whether "Discard edited data?" is asked, and what each answer does. */
  readonly discard: { readonly open: boolean; readonly onDiscard: () => void; readonly onKeep: () => void };
  readonly onChange: (data: TransferFormData) => void;
  readonly onSubmit: (data: FormData) => Promise<void>;
  readonly onUseTemplate: (template: PaymentTemplate) => void;
  readonly onPayOff: (amount: string) => void;
}

/**
 * The form step of a transfer or template: the page's links, the templates to start from, what
 * went wrong, the notices the chosen accounts call for, and the config form whose widgets get the
 * accounts and contacts. Nothing here decides what a mode does; the page hands that in.
 */
export function TransferEditor(props: TransferEditorProps): ReactNode {
  const { page, behaviour, data, accounts, payments, templates } = props;
  const text = useMessages();
  const formatting = useFormatting();
  const { config, facts } = useRuntime();
  const today = todayIn(formatting.timeZone);
  const formDefinition = isRecord(config.forms) ? config.forms[page.form] : undefined;
  const watched = useMemo(() => watchedFields(isRecord(formDefinition) ? formDefinition.uiSchema : undefined), [formDefinition]);
  // A link shows only when its route exists and the member may open it (no link leads to a fallback).
  const links = useMemo(() => {
    const routes = flattenRoutes(config.routes);
    return page.links.filter((link) => {
      const route = routes.find((item) => item.fullPath === link.path);
      return route !== undefined && route.chain.every((step) => evaluateEntitlement(config.entitlements, step.entitlement, facts));
    });
  }, [page.links, config.routes, config.entitlements, facts]);
  const source = accounts.sources.find((account) => account.id === data.fromAccount);
  const destination = destinationOf(data, accounts.destinations, accounts.contacts);
  const rules = accountRules(payments, source, destination);
  const blockedText = rules.blockedKey ? text(`transfers.${rules.blockedKey}`) : undefined;
  const onceOnlyText = rules.onceOnlyKey ? text(`transfers.${rules.onceOnlyKey}`) : undefined;
  const paymentType = destination ? paymentTypeOf(destination) : undefined;
  const watchedData = JSON.stringify(watched.map((field) => data[field as keyof TransferFormData]));
  const formContext = useMemo<TransferFormContext>(
    () => ({
      sources: accounts.sources,
      destinations: accounts.destinations,
      contacts: accounts.contacts,
      offer: page.destinations,
      data: Object.fromEntries(watched.map((field) => [field, data[field as keyof TransferFormData]]).filter(([, value]) => value !== undefined)),
      today,
      onceOnlyText,
      blockedText,
      paymentType,
      text,
      formatting,
    }),
    // The widgets see only the watched fields: typing an amount or a memo changes nothing they read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [accounts, page.destinations, watchedData, today, onceOnlyText, blockedText, paymentType, text, formatting],
  );
  const { banner, ref: bannerRef, show: showBanner } = props.banner;
  return (
    <>
      {links.length > 0 || behaviour.savesTemplate ? (
        <nav className="pb-transfer-links" aria-label={text(behaviour.titleKey ?? page.titleKey)}>
          {links.map((link) => (
            <Link key={link.path} to={`/${link.path}`}>
              {text(link.labelKey)}
            </Link>
          ))}
          {behaviour.savesTemplate ? <Link to={`/${page.formPath}`}>{text('transfers.templates.back')}</Link> : null}
        </nav>
      ) : null}
      {behaviour.listsTemplates ? (
        <TemplatesPanel
          list={props.templateList}
          editLink={(item) => `/${page.formPath}?templateId=${encodeURIComponent(item.id)}`}
          newLink={`/${page.formPath}?mode=template`}
          onUse={props.onUseTemplate}
          text={text}
          locale={formatting.locale}
          currency={formatting.currency}
        />
      ) : null}
      {banner ? (
        <div ref={bannerRef}>
          <PaymentBanner text={banner.text} onClose={() => showBanner(undefined)} />
          {banner.link ? (
            <p className="pb-transfer-banner-link">
              <a href={banner.link.href}>{banner.link.text}</a>
            </p>
          ) : null}
        </div>
      ) : null}
      {templates.dialog ? null : <TemplateNoticeView notice={templates.notice} onClose={() => templates.setNotice(undefined)} />}
      {props.warning ? <Alert type="warning" showIcon role="alert" title={props.warning} className="pb-transfer-banner" /> : null}
      <TemplateName templates={templates} templateMode={behaviour.savesTemplate} text={text} />
      <TransferNotices
        data={data}
        source={source}
        destination={destination}
        payments={payments}
        today={today}
        formatting={formatting}
        text={text}
        payOff={props.onPayOff}
      />
      <div className="pb-transfer-form">
        <ConfigForm
          key={props.formKey}
          form={page.form}
          initialData={data as FormData}
          formContext={formContext as unknown as Readonly<Record<string, unknown>>}
          serverError={props.serverError}
          formatServerParam={(_name, value) => (typeof value === 'string' || typeof value === 'number' ? formatting.money(String(value), undefined, { wholeWhenRound: true }) : '')}
          submitDisabled={blockedText !== undefined && !behaviour.savesTemplate}
          submitText={behaviour.savesTemplate ? text('transfers.templates.save') : undefined}
          onChange={(next) => props.onChange(next as TransferFormData)}
          onSubmit={props.onSubmit}
        >
          {props.actions}
        </ConfigForm>
      </div>
      <Modal
        open={props.discard.open}
        title={text('transfers.discard.title')}
        okText={text('transfers.discard.confirm')}
        cancelText={text('transfers.discard.cancel')}
        onOk={props.discard.onDiscard}
        onCancel={props.discard.onKeep}
      >
        {text('transfers.discard.body')}
      </Modal>
      <SaveTemplateDialog templates={templates} onSave={() => void templates.saveFromDialog(data)} text={text} />
    </>
  );
}
