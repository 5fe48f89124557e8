import { Alert, Button, Flex, Modal, Radio, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { cardSwrKeys, changeCardLock, reportCard, usePlatform, type CardReportReason, type PaymentCard } from '../../src/platform/index.js';
import { useMessages } from '../../src/runtime/index.js';
import { CardActivation } from './card-activation.js';

type Question = 'lock' | 'report';
const reasons: readonly CardReportReason[] = ['LOST', 'STOLEN'];

/**
 * Lock or unlock the card, or report it lost or stolen, each after a confirmation that says what
 * follows (purchases declined; the card cancelled and a replacement ordered); a card that arrived
 * inactive is activated here. The outcome is announced in place; the card and the list are read again.
 */
export function CardActions({ card }: { card: PaymentCard }): ReactNode {
  const t = useMessages();
  const { http } = usePlatform();
  const { mutate } = useSWRConfig();
  const [asking, setAsking] = useState<Question | undefined>();
  const [reason, setReason] = useState<CardReportReason | undefined>();
  const [reasonMissing, setReasonMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string } | undefined>();
  const locked = card.lockStatus === 'LOCKED';
  const cancelled = card.status === 'CANCELLED';
  const named = { name: card.name, number: card.maskedNumber };

  const readCardsAgain = () => mutate((key) => key === cardSwrKeys.list || (Array.isArray(key) && key[0] === cardSwrKeys.list));
  const activated = async () => {
    setOutcome({ type: 'success', text: t('cards.activate.done') });
    await readCardsAgain();
  };

  const act = async (change: () => Promise<unknown>, doneKey: string) => {
    setBusy(true);
    try {
      await change();
      setOutcome({ type: 'success', text: t(doneKey) });
      await readCardsAgain();
    } catch {
      setOutcome({ type: 'error', text: t('cards.action.failed') });
    } finally {
      setBusy(false);
      setAsking(undefined);
    }
  };
  const confirmReport = () => {
    if (!reason) {
      setReasonMissing(true);
      return;
    }
    void act(() => reportCard(http, card.id, reason), 'cards.report.done');
  };

  // A reported card can no longer be changed; the outcome of the report stays in view.
  return (
    <section aria-labelledby={cancelled ? undefined : 'pb-card-actions'}>
      {outcome ? <Alert type={outcome.type} showIcon title={outcome.text} role={outcome.type === 'error' ? 'alert' : 'status'} className="pb-cards-outcome" /> : null}
      {cancelled ? null : (
        <>
          <Typography.Title level={2} id="pb-card-actions" className="pb-cards-heading">
            {t('cards.actions.heading')}
          </Typography.Title>
          <Flex gap="small" wrap>
            {card.status === 'INACTIVE' ? <CardActivation card={card} onActivated={activated} /> : null}
            {card.status === 'ACTIVE' ? <Button onClick={() => setAsking('lock')}>{t(locked ? 'cards.unlock.button' : 'cards.lock.button')}</Button> : null}
            <Button danger onClick={() => setAsking('report')}>
              {t('cards.report.button')}
            </Button>
          </Flex>
        </>
      )}
      <Modal
        open={asking === 'lock'}
        title={t(locked ? 'cards.unlock.title' : 'cards.lock.title')}
        okText={t(locked ? 'cards.unlock.confirm' : 'cards.lock.confirm')}
        cancelText={t('cards.action.keep')}
        confirmLoading={busy}
        onOk={() => void act(() => changeCardLock(http, card.id, !locked), locked ? 'cards.unlock.done' : 'cards.lock.done')}
        onCancel={() => setAsking(undefined)}
      >
        {t(locked ? 'cards.unlock.body' : 'cards.lock.body', named)}
      </Modal>
      <Modal
        open={asking === 'report'}
        title={t('cards.report.title')}
        okText={t('cards.report.confirm')}
        okButtonProps={{ danger: true }}
        cancelText={t('cards.action.keep')}
        confirmLoading={busy}
        onOk={confirmReport}
        onCancel={() => setAsking(undefined)}
      >
        <Typography.Paragraph>{t('cards.report.body', named)}</Typography.Paragraph>
        <Radio.Group
          aria-label={t('cards.report.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value as CardReportReason);
            setReasonMissing(false);
          }}
        >
          <Flex vertical gap="small">
            <Typography.Text strong>{t('cards.report.reason')}</Typography.Text>
            {reasons.map((value) => (
              <Radio key={value} value={value}>
                {t(`cards.report.reason.${value}`)}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
        {reasonMissing ? <Typography.Paragraph type="danger" role="alert">{t('cards.report.reasonRequired')}</Typography.Paragraph> : null}
      </Modal>
    </section>
  );
}
