import { useEffect, useMemo, type ReactNode } from 'react';
import { generatePath, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { swrKeys, transferSwrKeys, usePlatform, useTransferAccounts, useUserProfile, type TransferAccount } from '../../src/platform/index.js';
import { accountFormWidget, ErrorState, LoadingState, useFormatting, type AccountFormContext } from '../../src/banking-ui/index.js';
import { JourneyHost, useMessages, useRuntime, type JourneyStepProps } from '../../src/runtime/index.js';
import type { ComponentType } from 'react';
import type { OpenNewAccountProps } from './definition.js';
import { groupedAmount } from './amount-text.js';
import { openingActions, type OpeningContext } from './opening-order.js';
import { fundingSourceKindsOf, productsOf } from './products.js';
import { CourtesyPayStep } from './steps/courtesy-pay.js';
import { CreationStatusStep } from './steps/creation-status.js';
import { FundingInfoStep } from './steps/funding-info.js';
import { FundingReviewStep } from './steps/funding-review.js';
import { ProductTermsStep } from './steps/product-terms.js';

/** The step widgets config/journeys/open-new-account.json may name (listed in definition.ts for config:check). */
const stepWidgets: Readonly<Record<string, ComponentType<JourneyStepProps>>> = {
  'product-terms': ProductTermsStep,
  'courtesy-pay': CourtesyPayStep,
  'funding-info': FundingInfoStep,
  'funding-review': FundingReviewStep,
  'creation-status': CreationStatusStep,
};

/** 'From Account' of the funding form: the checking and savings accounts with what each has available. */
const formWidgets = { 'new-account-source': accountFormWidget('openAccount.funding.sourceChoice') };

const spendable = (account: TransferAccount) => account.availableBalance ?? account.bookedBalance ?? '0';

/**
 * The wizard (add-account/{type}/{step}): the journey file renders the steps; this provides what
 * it knows (the product, the member's number, the source accounts and their balances), the
 * platform actions and the step widgets. An unknown product goes back to the list.
 */
export default function OpeningWizard({ journey, wizardPath, listPath }: OpenNewAccountProps): ReactNode {
  const t = useMessages();
  const { config } = useRuntime();
  const { http } = usePlatform();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const { type, step } = useParams();
  const product = productsOf(config).find((candidate) => String(candidate.typeId) === type);
  const profile = useUserProfile();
  const accounts = useTransferAccounts('debit', product !== undefined);

  useEffect(() => {
    if (product === undefined) void navigate(`/${listPath}`, { replace: true });
  }, [product, navigate, listPath]);

  const sources = useMemo<readonly TransferAccount[]>(() => {
    const kinds = fundingSourceKindsOf(config);
    return (accounts.data ?? []).filter((account) => kinds.includes(account.kindUri ?? ''));
  }, [accounts.data, config]);
  const context = useMemo<OpeningContext | undefined>(() => {
    if (product === undefined) return undefined;
    return {
      product,
      minimum: product.minimumBalanceRequired,
      minimumText: groupedAmount(product.minimumBalanceRequired),
      customerCode: profile.data?.additions.customerCode ?? '',
      timeZone: config.app.timezone,
      counterpartyName: t('openAccount.review.newAccountName', { product: product.type }),
      sourceNames: Object.fromEntries(sources.map((account) => [account.id, account.name])),
      // The spec caps the deposit at the booked balance; the available balance (holds and pending
      // debits taken off) is what the account can really pay, and what the picker shows.
      balances: Object.fromEntries(sources.map((account) => [account.id, spendable(account)])),
      balanceTexts: Object.fromEntries(sources.map((account) => [account.id, groupedAmount(spendable(account))])),
    };
  }, [product, profile.data, config.app.timezone, sources, t]);
  const actions = useMemo(
    () =>
      openingActions(http, () => {
        // The new account and the lower balance show on My Accounts and in the pickers: the cached
        // answers are dropped (a page not mounted now would otherwise first show the old ones).
        // The profile (which products are at their limit) and the source accounts are read again
        // but kept meanwhile: the shell's entitlements and this page hang on them, and dropping
        // them would unmount the outcome the member is reading.
        void mutate((key) => key === swrKeys.productSummary || key === transferSwrKeys.creditAccounts, undefined, { revalidate: true });
        void mutate((key) => key === swrKeys.profile || key === transferSwrKeys.debitAccounts);
      }),
    [http, mutate],
  );
  const formatting = useFormatting();
  const formContext = useMemo<AccountFormContext & Record<string, unknown>>(() => ({ accounts: sources, text: t, formatting }), [sources, t, formatting]);

  if (product === undefined || context === undefined) return null;
  if (accounts.error !== undefined && accounts.data === undefined) {
    return <ErrorState title={t('openAccount.funding.sourcesFailed')} retryText={t('openAccount.retry')} onRetry={() => void accounts.mutate()} />;
  }
  // Without the profile the funding page would show an empty member number: say why and offer a retry.
  if (profile.error !== undefined && profile.data === undefined) {
    return <ErrorState title={t('openAccount.wizard.profileFailed')} retryText={t('openAccount.retry')} onRetry={() => void profile.mutate()} />;
  }
  if ((profile.data === undefined && profile.error === undefined) || accounts.data === undefined) return <LoadingState label={t('openAccount.wizard.loading')} />;
  return (
    <JourneyHost
      journey={journey}
      step={step}
      basePath={`/${generatePath(wizardPath, { type: String(product.typeId), step: 'step' }).replace(/\/step$/, '')}`}
      instance={String(product.typeId)}
      context={context}
      stepWidgets={stepWidgets}
      actions={actions}
      formWidgets={formWidgets}
      formContext={formContext}
    />
  );
}
