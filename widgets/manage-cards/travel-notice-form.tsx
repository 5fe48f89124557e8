import { Alert, Button, Checkbox, Flex, Form, Input } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { EmptyState, ErrorState, LeaveQuestion, LoadingState } from '../../src/banking-ui/index.js';
import { cardSwrKeys, saveTravelNotice, useCards, usePlatform, useTravelNotices, type CardTravelNotice, type PaymentCard } from '../../src/platform/index.js';
import { useMessages, useRuntime } from '../../src/runtime/index.js';
import { localToday, travelNoticeProblems, travelNoticeRequestOf, travelNoticeSettingsOf, type TravelNoticeDraft, type TravelNoticeSettings } from './travel-notice-rules.js';

const leaveKeys = { title: 'travel.leave.title', body: 'travel.leave.body', confirm: 'travel.leave.confirm', keep: 'travel.leave.keep' };

/** Add a travel notice, or change the one the route names; loads what it needs first. */
export function TravelNoticeForm({ listPath }: { listPath: string }): ReactNode {
  const t = useMessages();
  const { config } = useRuntime();
  const { noticeId } = useParams();
  const settings = travelNoticeSettingsOf(config);
  const cards = useCards();
  const notices = useTravelNotices(noticeId !== undefined);
  const failed = cards.error ?? notices.error;
  if (!settings || failed) return <ErrorState title={t('travel.list.loadFailed')} retryText={t('cards.list.retry')} onRetry={() => void Promise.all([cards.mutate(), notices.mutate()])} />;
  if (!cards.data || (noticeId !== undefined && !notices.data)) return <LoadingState label={t('travel.list.loading')} rows={5} />;
  const notice = noticeId === undefined ? undefined : notices.data?.find((candidate) => candidate.id === noticeId);
  if (noticeId !== undefined && !notice) return <EmptyState notice title={t('travel.form.notFound')} />;
  const usable = cards.data.filter((card) => card.status !== 'CANCELLED');
  if (usable.length === 0) return <EmptyState notice title={t('travel.form.noCards')} />;
  return <NoticeForm cards={usable} notice={notice} settings={settings} listPath={listPath} />;
}

interface NoticeFormProps {
  cards: PaymentCard[];
  notice: CardTravelNotice | undefined;
  settings: TravelNoticeSettings;
  listPath: string;
}

function NoticeForm({ cards, notice, settings, listPath }: NoticeFormProps): ReactNode {
  const t = useMessages();
  const { http } = usePlatform();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [form] = Form.useForm<TravelNoticeDraft>();
  const [changed, setChanged] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const saved = useRef(false);
  const initial: TravelNoticeDraft = notice ?? { cardIds: [], destinations: [{ country: '' }], departureDate: '', arrivalDate: '', contactPhone: '' };
  const backToList = () => void navigate(`/${listPath}`);

  const submit = async (draft: TravelNoticeDraft) => {
    const problems = travelNoticeProblems(draft, settings, localToday(), notice?.departureDate);
    if (problems.length > 0) {
      form.setFields(problems.map((problem) => ({ name: problem.field, errors: [t(problem.key, problem.params)] })));
      return;
    }
    setSaving(true);
    setFailed(false);
    try {
      await saveTravelNotice(http, travelNoticeRequestOf(draft), notice?.id);
      saved.current = true;
      await mutate(cardSwrKeys.travelNotices);
      backToList();
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={(draft) => void submit(draft)} onValuesChange={() => setChanged(true)} className="pb-cards">
      {changed ? <LeaveQuestion saved={saved} keys={leaveKeys} /> : null}
      {failed ? <Alert type="error" showIcon role="alert" title={t('travel.form.saveFailed')} className="pb-cards-outcome" /> : null}
      <Form.Item name="cardIds" label={t('travel.form.cards')}>
        <Checkbox.Group options={cards.map((card) => ({ value: card.id, label: `${card.name} ${card.maskedNumber}` }))} />
      </Form.Item>
      <fieldset>
        <legend>{t('travel.form.destinations')}</legend>
        <Form.List name="destinations">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <div key={field.key} className="pb-travel-destination">
                  <Form.Item name={[field.name, 'country']} label={t('travel.form.country')}>
                    <Input maxLength={60} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'region']} label={t('travel.form.region')}>
                    <Input maxLength={60} />
                  </Form.Item>
                  {fields.length > 1 ? (
                    <Button type="link" onClick={() => remove(field.name)} aria-label={t('travel.form.removeDestination', { number: index + 1 })}>
                      {t('travel.form.removeDestination', { number: index + 1 })}
                    </Button>
                  ) : null}
                </div>
              ))}
              <Button onClick={() => add({ country: '' })}>{t('travel.form.addDestination')}</Button>
            </>
          )}
        </Form.List>
      </fieldset>
      <Flex gap="middle" wrap>
        <Form.Item name="departureDate" label={t('travel.form.departure')}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="arrivalDate" label={t('travel.form.arrival')}>
          <Input type="date" />
        </Form.Item>
      </Flex>
      <Form.Item name="contactPhone" label={t('travel.form.phone')} extra={t('travel.form.phoneHint')}>
        <Input type="tel" maxLength={20} autoComplete="tel" />
      </Form.Item>
      <Flex gap="small">
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('travel.form.save')}
        </Button>
        <Button onClick={backToList}>{t('travel.form.cancel')}</Button>
      </Flex>
    </Form>
  );
}
