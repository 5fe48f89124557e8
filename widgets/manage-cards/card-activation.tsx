import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { activateCard, activationRefusalOf, usePlatform, type PaymentCard } from '../../src/platform/index.js';
import { useMessages, useRuntime } from '../../src/runtime/index.js';

interface ActivationDraft {
  lastFour: string;
  month: string;
  year: string;
}

/**
 * "Activate card" on a card that arrived inactive: the member types what is printed on it (last
 * four digits, expiry month and year); the platform checks it and counts wrong tries. A refusal
 * keeps what was typed and says what to do next; the form never tells which detail was wrong.
 */
export function CardActivation({ card, onActivated }: { card: PaymentCard; onActivated(): Promise<void> }): ReactNode {
  const t = useMessages();
  const { config } = useRuntime();
  const { http } = usePlatform();
  const [form] = Form.useForm<ActivationDraft>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();

  const submit = async ({ lastFour, month, year }: ActivationDraft) => {
    setBusy(true);
    setRefusal(undefined);
    try {
      await activateCard(http, card.id, { lastFour, expiryDate: { year, month: month.padStart(2, '0') } });
      setOpen(false);
      form.resetFields();
      await onActivated();
    } catch (error) {
      const refused = activationRefusalOf(error);
      if (refused?.reason === 'locked') setRefusal(t('cards.activate.locked', { phone: config.app.phone }));
      else if (refused?.reason === 'wrong') setRefusal(refused.attemptsLeft === undefined ? t('cards.activate.wrongNoCount') : t('cards.activate.wrong', { attemptsLeft: refused.attemptsLeft }));
      else setRefusal(t('cards.action.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {t('cards.activate.button')}
      </Button>
      <Modal
        open={open}
        title={t('cards.activate.title')}
        okText={t('cards.activate.confirm')}
        cancelText={t('cards.action.keep')}
        confirmLoading={busy}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
      >
        <Typography.Paragraph>{t('cards.activate.body')}</Typography.Paragraph>
        {refusal ? <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 16 }} /> : null}
        <Form form={form} layout="vertical" requiredMark={false} onFinish={(draft) => void submit(draft)}>
          <Form.Item name="lastFour" label={t('cards.activate.lastFour')} rules={[{ required: true, pattern: /^\d{4}$/, message: t('cards.activate.lastFourInvalid') }]}>
            <Input inputMode="numeric" autoComplete="off" maxLength={4} />
          </Form.Item>
          <Form.Item name="month" label={t('cards.activate.expiryMonth')} rules={[{ required: true, pattern: /^(0?[1-9]|1[0-2])$/, message: t('cards.activate.expiryMonthInvalid') }]}>
            <Input inputMode="numeric" autoComplete="off" maxLength={2} />
          </Form.Item>
          <Form.Item name="year" label={t('cards.activate.expiryYear')} rules={[{ required: true, pattern: /^\d{4}$/, message: t('cards.activate.expiryYearInvalid') }]}>
            <Input inputMode="numeric" autoComplete="off" maxLength={4} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
