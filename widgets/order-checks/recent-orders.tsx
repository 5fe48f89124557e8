import { Flex, Tag } from 'antd';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState, useFormatting } from '../../src/banking-ui/index.js';
import { useCheckOrders, type CheckOrder } from '../../src/platform/index.js';
import { useMessages } from '../../src/runtime/index.js';

const statusColor: Record<CheckOrder['status'], string> = { PLACED: 'blue', SHIPPED: 'gold', DELIVERED: 'green' };

/** The member's latest check orders, newest first, as the printer recorded them. */
export function RecentCheckOrders({ size }: { size: number }): ReactNode {
  const t = useMessages();
  const formatting = useFormatting();
  const orders = useCheckOrders(size);

  let body: ReactNode;
  if (orders.error) {
    body = <ErrorState title={t('orderChecks.orders.error')} retryText={t('orderChecks.retry')} onRetry={() => void orders.mutate()} />;
  } else if (!orders.data) {
    body = <LoadingState label={t('orderChecks.orders.loading')} rows={2} />;
  } else if (orders.data.length === 0) {
    body = <EmptyState title={t('orderChecks.orders.empty')} />;
  } else {
    body = (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {orders.data.map((order) => (
          <li key={order.id} data-testid="check-order" style={{ padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
            <Flex justify="space-between" align="start" gap={12} wrap>
              <div>
                <strong>{t('orderChecks.orders.title', { style: order.styleName })}</strong>
                <div className="pb-state-secondary">
                  {t('orderChecks.orders.checks', { account: order.accountName, boxes: order.boxes, start: order.startingCheckNumber, end: order.endingCheckNumber })}
                </div>
                <div className="pb-state-secondary">
                  {t('orderChecks.orders.dates', {
                    orderNumber: order.orderNumber,
                    placed: formatting.day(order.placedDate),
                    delivery: formatting.day(order.estimatedDeliveryDate),
                  })}
                </div>
              </div>
              <Tag color={statusColor[order.status]}>{t(`orderChecks.orders.status.${order.status}`)}</Tag>
            </Flex>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="recent-check-orders">
      <h2 id="recent-check-orders" style={{ fontSize: 20, fontWeight: 600, margin: '0 0 8px' }}>
        {t('orderChecks.orders.heading')}
      </h2>
      {body}
    </section>
  );
}
