import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Checkbox, Flex, Radio, Typography } from 'antd';
import { useMessages, type JourneyStepProps } from '../../../src/runtime/index.js';
import type { CourtesyPayChoice, OpeningContext } from '../opening-order.js';

/** What is wrong with the choice, as a message key (spec/3 §5); undefined when it may go on. */
export function courtesyPayProblem(choice: CourtesyPayChoice): string | undefined {
  if (choice.reviewed !== true) return 'openAccount.courtesyPay.reviewRequired';
  if (choice.optStatus === 'optIn' && choice.debitCard !== true && choice.achTransaction !== true) return 'openAccount.courtesyPay.optionRequired';
  return undefined;
}

/**
 * Courtesy Pay (spec/3 §4, checking products only, by the journey file's guard): the member opens
 * the disclosure; `reviewDelayMs` later it counts as reviewed and the choice unlocks. Opt-out is
 * the default; opting in ticks both kinds of transaction, opting out clears and locks them.
 */
export function CourtesyPayStep({ facts, step, props, setData, registerCheck }: JourneyStepProps): ReactNode {
  const t = useMessages();
  const { product } = facts.context as OpeningContext;
  const choice: CourtesyPayChoice = { optStatus: 'optOut', ...(facts.data[step.id] as CourtesyPayChoice | undefined) };
  const [attempted, setAttempted] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  // What the check and the review timer read when they run, not when they were set up.
  const latest = useRef(choice);
  useEffect(() => {
    latest.current = choice;
  });
  const delay = typeof props.reviewDelayMs === 'number' ? props.reviewDelayMs : 3000;
  const disclosureKey = typeof props.disclosureTitleKey === 'string' ? props.disclosureTitleKey : 'openAccount.terms.courtesyPayDisclosure';
  const disclosure = product.terms.find((document) => document.titleKey === disclosureKey);

  useEffect(() => {
    registerCheck(() => {
      setAttempted(true);
      return courtesyPayProblem(latest.current) === undefined;
    });
    return () => registerCheck(undefined);
  }, [registerCheck]);

  useEffect(() => {
    if (!reviewing) return;
    const timer = setTimeout(() => setData({ ...latest.current, reviewed: true }), delay);
    return () => clearTimeout(timer);
  }, [reviewing, delay, setData]);

  const problem = attempted ? courtesyPayProblem(choice) : undefined;
  const locked = choice.reviewed !== true;
  const optedIn = choice.optStatus === 'optIn';
  return (
    <Flex vertical gap="middle" className="pb-courtesy-pay">
      <Typography.Paragraph>{t('openAccount.courtesyPay.intro')}</Typography.Paragraph>
      <Typography.Paragraph>
        <a href={disclosure?.url} target="_blank" rel="noopener noreferrer" onClick={() => setReviewing(true)}>
          {t(disclosureKey)}
        </a>{' '}
        <Typography.Text type="secondary" role="status">
          {choice.reviewed ? t('openAccount.courtesyPay.reviewed') : reviewing ? t('openAccount.courtesyPay.reviewing') : t('openAccount.courtesyPay.openFirst')}
        </Typography.Text>
      </Typography.Paragraph>
      <Radio.Group
        aria-label={t('openAccount.courtesyPay.choice')}
        disabled={locked}
        value={choice.optStatus}
        onChange={(event) => {
          const optIn = event.target.value === 'optIn';
          setData({ ...choice, optStatus: optIn ? 'optIn' : 'optOut', debitCard: optIn, achTransaction: optIn });
        }}
        options={[
          { value: 'optIn', label: t('openAccount.courtesyPay.optIn') },
          { value: 'optOut', label: t('openAccount.courtesyPay.optOut') },
        ]}
      />
      <Flex vertical gap="small">
        <Checkbox disabled={locked || !optedIn} checked={optedIn && choice.debitCard === true} onChange={(event) => setData({ ...choice, debitCard: event.target.checked })}>
          {t('openAccount.courtesyPay.debitCard')}
        </Checkbox>
        <Checkbox disabled={locked || !optedIn} checked={optedIn && choice.achTransaction === true} onChange={(event) => setData({ ...choice, achTransaction: event.target.checked })}>
          {t('openAccount.courtesyPay.achTransaction')}
        </Checkbox>
      </Flex>
      {problem === undefined ? null : <Alert type="error" showIcon role="alert" title={t(problem)} />}
    </Flex>
  );
}
