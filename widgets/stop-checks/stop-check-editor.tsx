import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { PaymentBanner, PaymentResult, PaymentReview, useFormatting } from '../../src/banking-ui/index.js';
import { isPlatformError, placeStopPayment, todayIn, usePlatform, type PlatformError, type StopPayment, type TransferAccount } from '../../src/platform/index.js';
import { ConfigForm, useMessages, useRuntime, type FormData } from '../../src/runtime/index.js';
import { stopCheckFormWidgets, type StopCheckFormContext } from './form-widgets.js';
import { addMonths, checksCovered, checksText, stopCheckRequestOf, type StopCheckFormData, type StopChecksSettings } from './stop-check-request.js';

/** The key of the longest range, checked here before the platform is asked: the form maps it like the platform's error. */
export const rangeTooLongKey = 'stopChecks.range.too-long';

type Step =
  | { name: 'form' }
  /** `requestId` is chosen once per review: confirming twice, or again after a failure, places one stop. */
  | { name: 'review'; data: StopCheckFormData; account: TransferAccount; requestId: string }
  | { name: 'done'; stop: StopPayment };

interface StopCheckEditorProps {
  form: string;
  accounts: readonly TransferAccount[];
  settings: StopChecksSettings;
  /** Called once a stop is placed, so the list and the balances are read again. */
  onPlaced: () => void;
}

/**
 * Placing a stop: the config form (account, one check or a range, optional amount and payee,
 * reason) → a review that says the fee and the account it is charged to → confirm → the stop as
 * placed. A refusal of the platform goes back to the form with the field named when the form maps
 * its key; no answer at all keeps the review, and confirming again sends the same request id.
 */
export function StopCheckEditor({ form, accounts, settings, onPlaced }: StopCheckEditorProps): ReactNode {
  const t = useMessages();
  const { config } = useRuntime();
  const { http } = usePlatform();
  const formatting = useFormatting();
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [range, setRange] = useState(false);
  // What was reviewed: the form shows it again on Back or after a refusal (a submit clears the form's own draft).
  const [reviewed, setReviewed] = useState<StopCheckFormData | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string | undefined>(undefined);
  const [serverError, setServerError] = useState<PlatformError | { key: string; errors: { key: string; context: Record<string, unknown> }[] } | null>(null);
  // A second click while the first confirmation is on its way must not send another request.
  const sending = useRef(false);
  const fee = formatting.money(settings.fee.amount, settings.fee.currencyCode);

  const formContext = useMemo<StopCheckFormContext>(
    () => ({ accounts, reasons: settings.reasons, range, text: t, formatting }),
    [accounts, settings.reasons, range, t, formatting],
  );
  const onChange = useCallback((data: FormData) => {
    setBanner(undefined);
    setRange((data as StopCheckFormData).kind === 'range');
  }, []);

  const review = async (formData: FormData) => {
    const data = formData as StopCheckFormData;
    setBanner(undefined);
    const account = accounts.find((candidate) => candidate.id === data.account);
    if (!account) {
      setBanner(t('stopChecks.errors.unknown'));
      throw new Error('no account');
    }
    if (checksCovered(data) > settings.maxChecksInRange) {
      setServerError({ key: rangeTooLongKey, errors: [{ key: rangeTooLongKey, context: { max: settings.maxChecksInRange } }] });
      throw new Error('range too long');
    }
    setServerError(null);
    setReviewed(data);
    setStep({ name: 'review', data, account, requestId: crypto.randomUUID() });
  };

  const confirm = async () => {
    if (step.name !== 'review' || sending.current) return;
    sending.current = true;
    setBusy(true);
    setBanner(undefined);
    try {
      const stop = await placeStopPayment(http, stopCheckRequestOf(step.data, step.account, step.requestId));
      setStep({ name: 'done', stop });
      setReviewed(undefined);
      setRange(false);
      onPlaced();
    } catch (error) {
      if (isPlatformError(error) && error.status >= 400 && error.status < 500) {
        setServerError(error);
        setStep({ name: 'form' });
      }
      setBanner(isPlatformError(error) && error.status >= 400 && error.status < 500 ? t('stopChecks.errors.unknown') : t('stopChecks.errors.server', { phone: config.app.phone }));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const bannerView = banner ? <PaymentBanner text={banner} onClose={() => setBanner(undefined)} /> : null;

  if (step.name === 'done') {
    const { stop } = step;
    return (
      <PaymentResult
        kind="sent"
        title={t('stopChecks.result.title')}
        text={t('stopChecks.result.text', {
          checks: checksText(stop.check, t),
          account: stop.originatorAccount.name,
          date: formatting.day(stop.expirationDate),
          fee: formatting.money(stop.fee.amount, stop.fee.currencyCode),
        })}
        actions={
          <Button type="primary" onClick={() => setStep({ name: 'form' })}>
            {t('stopChecks.result.another')}
          </Button>
        }
      />
    );
  }

  if (step.name === 'review') {
    const { data, account } = step;
    const request = stopCheckRequestOf(data, account, step.requestId);
    const optional = [
      ...(request.check.amount ? [{ key: 'amount', label: t('stopChecks.review.amount'), value: formatting.money(request.check.amount, settings.fee.currencyCode) }] : []),
      ...(request.check.payee ? [{ key: 'payee', label: t('stopChecks.review.payee'), value: request.check.payee }] : []),
    ];
    const chargesFee = Number(settings.fee.amount) > 0;
    return (
      <>
        {bannerView}
        <PaymentReview
          title={t('stopChecks.review.title')}
          headingId="pb-stop-checks-review"
          lines={[
            { key: 'account', label: t('stopChecks.review.account'), value: account.name },
            { key: 'checks', label: t('stopChecks.review.checks'), value: checksText(request.check, t) },
            ...optional,
            { key: 'reason', label: t('stopChecks.review.reason'), value: t(request.reason) },
            { key: 'expires', label: t('stopChecks.review.expires'), value: formatting.day(addMonths(todayIn(formatting.timeZone), settings.expiryMonths)) },
          ]}
          notices={<Alert type="info" showIcon title={chargesFee ? t('stopChecks.review.fee', { fee, account: account.name }) : t('stopChecks.review.noFee')} />}
          confirmText={t('stopChecks.review.confirm')}
          backText={t('stopChecks.review.back')}
          busy={busy}
          onConfirm={() => void confirm()}
          onBack={() => setStep({ name: 'form' })}
        />
      </>
    );
  }

  return (
    <>
      {bannerView}
      <ConfigForm
        form={form}
        draftKey="stop-checks"
        initialData={reviewed ?? { kind: 'single', ...(accounts.length === 1 ? { account: accounts[0]?.id } : {}) }}
        widgets={stopCheckFormWidgets}
        formContext={formContext as unknown as Readonly<Record<string, unknown>>}
        serverError={serverError}
        onChange={onChange}
        onSubmit={review}
        disabled={busy}
      />
    </>
  );
}
