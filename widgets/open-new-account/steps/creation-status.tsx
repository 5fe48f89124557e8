import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import { isRecord } from '../../../src/platform/index.js';
import { PaymentResult } from '../../../src/banking-ui/index.js';
import { useMessages, useRuntime, type JourneyStepProps } from '../../../src/runtime/index.js';
import { openingErrorText } from './opening-errors.js';

type Outcome = 'opened' | 'unfunded' | 'failed';

/** spec/3 §4: PROCESSED or ACCEPTED is success; reason ACCOUNT_CREATED is an account opened whose deposit failed; anything else failed. */
export function outcomeOf(answer: unknown): Outcome {
  if (!isRecord(answer)) return 'failed';
  if (answer.reasonText === 'ACCOUNT_CREATED') return 'unfunded';
  const done = (status: unknown) => status === 'PROCESSED' || status === 'ACCEPTED';
  return done(answer.bankStatus) || (answer.bankStatus === undefined && done(answer.status)) ? 'opened' : 'failed';
}

/** Creation status (spec/3 §2): Success!, the account opened without its deposit, or Error; then Go to Accounts. */
export function CreationStatusStep({ facts, props }: JourneyStepProps): ReactNode {
  const t = useMessages();
  const navigate = useNavigate();
  const { phone } = useRuntime().config.app;
  const accountsPath = typeof props.accountsPath === 'string' ? props.accountsPath : 'my-accounts';
  const result = facts.results['submit-opening'];
  const outcome = result?.ok === true ? outcomeOf(result.value) : 'failed';
  const answer = result?.ok === true && isRecord(result.value) ? result.value : {};
  const description = typeof answer.errorDescription === 'string' && answer.errorDescription !== '' ? answer.errorDescription : undefined;
  const text =
    outcome === 'opened'
      ? t('openAccount.status.successText')
      : result?.ok === false
        ? openingErrorText(result.error, t, phone)
        : (description ?? t('openAccount.errors.unknown'));
  return (
    <PaymentResult
      kind={outcome === 'opened' ? 'sent' : outcome === 'unfunded' ? 'rejected' : 'failed'}
      title={t(outcome === 'opened' ? 'openAccount.status.success' : outcome === 'unfunded' ? 'openAccount.status.unfunded' : 'openAccount.status.error')}
      text={text}
      actions={
        <Button type="primary" onClick={() => void navigate(`/${accountsPath}`)}>
          {t('openAccount.status.goToAccounts')}
        </Button>
      }
    />
  );
}
