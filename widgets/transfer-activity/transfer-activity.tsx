import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Flex, Modal, Table, Tabs, Tag, Tooltip } from 'antd';
import { useSWRConfig } from 'swr';
import {
  cancelPaymentOrder,
  isPlatformError,
  rejectionText,
  swrKeys,
  transferSwrKeys,
  usePaymentOrders,
  usePlatform,
  type PaymentOrder,
  isRecord,
} from '../../src/platform/index.js';
import { EmptyState, useFormatting } from '../../src/banking-ui/index.js';
import { Skeleton, useMessages, useRuntime } from '../../src/runtime/index.js';
import type { TransferActivityProps } from './definition.js';
import { severityColor, statusDisplay, type PaymentStatusesConfig } from './status.js';

type ListName = 'scheduled' | 'history';


/**
 * transfers/activity (spec/1 §2, spec/3 §4, §8): scheduled and past payment orders with their
 * status tags from payment-statuses.json; a waiting order can be edited or canceled when the
 * platform allows it, and a refusal shows the platform's message.
 */
export default function TransferActivity(props: TransferActivityProps): ReactNode {
  const t = useMessages();
  const [tab, setTab] = useState<ListName>('scheduled');
  return (
    // The shell heads the page with the route's title.
    <section className="pb-transfer-activity" aria-label={t('transfers.activity.title')}>
      <Flex justify="end" align="center" wrap gap="small">
        <Link to={`/${props.formPath}`}>{t('transfers.activity.newTransfer')}</Link>
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as ListName)}
        items={[
          { key: 'scheduled', label: t('transfers.activity.scheduled'), children: <OrderList {...props} list="scheduled" /> },
          { key: 'history', label: t('transfers.activity.history'), children: <OrderList {...props} list="history" /> },
        ]}
      />
    </section>
  );
}

function OrderList(props: TransferActivityProps & { list: ListName }): ReactNode {
  const t = useMessages();
  const { config } = useRuntime();
  const { http } = usePlatform();
  const { mutate } = useSWRConfig();
  const [page, setPage] = useState(0);
  const [confirming, setConfirming] = useState<PaymentOrder | undefined>(undefined);
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | undefined>(undefined);
  const scheduled = props.list === 'scheduled';
  const orders = usePaymentOrders(props.list, {
    status: scheduled ? props.scheduledStatuses : props.historyStatuses,
    from: page,
    size: props.pageSize,
    orderBy: scheduled ? 'requestedExecutionDate' : 'createdAt',
    direction: scheduled ? 'ASC' : 'DESC',
  });
  const statuses = (isRecord(config['payment-statuses']) ? config['payment-statuses'] : {}) as PaymentStatusesConfig;
  const formatting = useFormatting();
  const money = (order: PaymentOrder) => formatting.money(order.amount, order.currency);
  const date = formatting.day;
  const whenOf = (order: PaymentOrder) => (scheduled ? (order.nextExecutionDate ?? order.requestedExecutionDate) : order.requestedExecutionDate);
  const toOf = (order: PaymentOrder) => order.counterpartyAccountName ?? order.counterpartyName ?? '';

  const cancel = async () => {
    const order = confirming;
    if (!order) return;
    setCancelling(true);
    try {
      await cancelPaymentOrder(http, order.id);
      setNotice({ type: 'success', text: t('transfers.activity.canceled') });
      void mutate((key) => (Array.isArray(key) && key[0] === transferSwrKeys.orders) || key === swrKeys.productSummary);
    } catch (error) {
      // The platform says why (spec/3 §8: accepted by the recipient, being processed).
      const text = isPlatformError(error) && error.status < 500 && error.message ? error.message : t('transfers.activity.cancelFailed');
      setNotice({ type: 'error', text });
      void mutate((key) => Array.isArray(key) && key[0] === transferSwrKeys.orders);
    } finally {
      setCancelling(false);
      setConfirming(undefined);
    }
  };

  if (orders.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('transfers.activity.loadFailed')}
        action={<Button onClick={() => void orders.mutate()}>{t('transfers.activity.retry')}</Button>}
      />
    );
  }
  if (!orders.data) return <Skeleton title={false} rows={4} />;

  const { orders: rows, total } = orders.data;
  const pages = Math.max(1, Math.ceil(total / props.pageSize));
  const columns = [
    { key: 'date', title: t('transfers.activity.date'), render: (_: unknown, order: PaymentOrder) => date(whenOf(order)) },
    { key: 'from', title: t('transfers.activity.from'), render: (_: unknown, order: PaymentOrder) => order.originatorName ?? '' },
    { key: 'to', title: t('transfers.activity.to'), render: (_: unknown, order: PaymentOrder) => toOf(order) },
    {
      key: 'amount',
      title: t('transfers.activity.amount'),
      align: 'right' as const,
      render: (_: unknown, order: PaymentOrder) => <span className="pb-amount">{money(order)}</span>,
    },
    {
      key: 'frequency',
      title: t('transfers.activity.frequency'),
      render: (_: unknown, order: PaymentOrder) => t(`transfers.frequency.${order.schedule?.transferFrequency ?? 'ONCE'}`),
    },
    {
      key: 'status',
      title: t('transfers.activity.status'),
      render: (_: unknown, order: PaymentOrder) => {
        const display = statusDisplay(statuses, order);
        const rejected = order.status === 'REJECTED';
        const tag = display ? (
          <Tag color={severityColor[display.severity]}>{display.label}</Tag>
        ) : scheduled ? (
          <Tag color="processing">{t('transfers.activity.scheduledStatus')}</Tag>
        ) : null;
        return (
          <div>
            {display?.tooltip ? <Tooltip title={display.tooltip}>{tag}</Tooltip> : tag}
            {rejected ? (
              <div className="pb-transfer-activity-reason">{rejectionText(order, statuses.rejectedFallbackText ?? t('transfers.errors.rejected'))}</div>
            ) : null}
          </div>
        );
      },
    },
    {
      key: 'actions',
      title: t('transfers.activity.actions'),
      render: (_: unknown, order: PaymentOrder) => {
        const params = { amount: money(order), to: toOf(order), date: date(whenOf(order)) };
        return (
          <Flex gap="small" wrap>
            {scheduled && order.canEdit ? (
              <Link to={`/${props.formPath}?paymentOrderId=${encodeURIComponent(order.id)}`} aria-label={t('transfers.activity.editAria', params)}>
                {t('transfers.activity.edit')}
              </Link>
            ) : null}
            {/* Any order, waiting or past, can start a new one with the same accounts and amount. */}
            <Link to={`/${props.formPath}?copyPaymentOrderId=${encodeURIComponent(order.id)}`} aria-label={t('transfers.activity.copyAria', params)}>
              {t('transfers.activity.copy')}
            </Link>
            {scheduled && order.canCancel ? (
              <Button size="small" danger onClick={() => setConfirming(order)} aria-label={t('transfers.activity.cancelAria', params)}>
                {t('transfers.activity.cancel')}
              </Button>
            ) : null}
          </Flex>
        );
      },
    },
  ];

  return (
    <div>
      {notice ? (
        <Alert
          type={notice.type}
          showIcon
          role={notice.type === 'error' ? 'alert' : 'status'}
          title={notice.text}
          closable={{ onClose: () => setNotice(undefined) }}
          className="pb-transfer-banner"
        />
      ) : null}
      {rows.length === 0 ? (
        <EmptyState title={t(scheduled ? 'transfers.activity.emptyScheduled' : 'transfers.activity.emptyHistory')} />
      ) : (
        <Table<PaymentOrder> rowKey="id" columns={columns} dataSource={rows} pagination={false} size="middle" scroll={{ x: true }} />
      )}
      {pages > 1 ? (
        <Flex gap="small" align="center" justify="end" className="pb-transfer-actions">
          <Button disabled={page === 0} onClick={() => setPage((value) => value - 1)}>
            {t('transfers.activity.previous')}
          </Button>
          <span>{t('transfers.activity.pageOf', { page: page + 1, pages })}</span>
          <Button disabled={page + 1 >= pages} onClick={() => setPage((value) => value + 1)}>
            {t('transfers.activity.next')}
          </Button>
        </Flex>
      ) : null}
      <Modal
        open={confirming !== undefined}
        title={t('transfers.activity.cancelTitle')}
        okText={t('transfers.activity.cancelConfirm')}
        cancelText={t('transfers.activity.cancelKeep')}
        okButtonProps={{ danger: true, loading: cancelling }}
        onOk={() => void cancel()}
        onCancel={() => setConfirming(undefined)}
      >
        {confirming ? t('transfers.activity.cancelBody', { amount: money(confirming), to: toOf(confirming), date: date(whenOf(confirming)) }) : null}
      </Modal>
    </div>
  );
}
