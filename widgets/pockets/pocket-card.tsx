import { Button, Card, Flex, Progress, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useFormatting } from '../../src/banking-ui/index.js';
import type { SavingsPocket } from '../../src/platform/index.js';
import { useMessages } from '../../src/runtime/index.js';
import { PocketIcon } from './pocket-icons.js';

export type PocketAction = 'add' | 'back' | 'edit' | 'close';

/** One pocket: its icon and name, balance, goal with progress and date, and what the member can do with it. */
export function PocketCard({ pocket, onAction, children }: { pocket: SavingsPocket; onAction: (action: PocketAction) => void; children?: ReactNode }): ReactNode {
  const t = useMessages();
  const { money, day } = useFormatting();
  const headingId = `pb-pocket-${pocket.id}`;
  const empty = pocket.balance === '0.00';
  return (
    <Card className="pb-pocket-card" role="region" aria-labelledby={headingId} data-testid="pocket-card">
      <Flex gap="middle" align="center">
        <PocketIcon name={pocket.icon} />
        <div>
          <Typography.Title level={3} id={headingId} className="pb-pocket-name">
            {pocket.name}
          </Typography.Title>
          <div className="pb-pocket-balance">{t('pockets.card.balance', { balance: money(pocket.balance, pocket.currency) })}</div>
        </div>
      </Flex>
      {pocket.goal ? (
        <div className="pb-pocket-goal">
          <div>{t('pockets.card.goal', { goal: money(pocket.goal.amount, pocket.currency) })}</div>
          <Progress percent={pocket.goal.progress} aria-label={t('pockets.card.progress', { name: pocket.name, percent: pocket.goal.progress })} />
          {pocket.goal.deadline ? <div className="pb-pocket-deadline">{t('pockets.card.deadline', { date: day(pocket.goal.deadline) })}</div> : null}
        </div>
      ) : (
        <div className="pb-pocket-goal">{t('pockets.card.noGoal')}</div>
      )}
      <Flex gap="small" wrap className="pb-pocket-actions">
        <Button type="primary" onClick={() => onAction('add')} aria-label={t('pockets.card.addLabel', { name: pocket.name })}>
          {t('pockets.card.add')}
        </Button>
        <Button onClick={() => onAction('back')} disabled={empty} aria-label={t('pockets.card.backLabel', { name: pocket.name })}>
          {t('pockets.card.back')}
        </Button>
        <Button onClick={() => onAction('edit')} aria-label={t('pockets.card.editLabel', { name: pocket.name })}>
          {t('pockets.card.edit')}
        </Button>
        <Button danger onClick={() => onAction('close')} aria-label={t('pockets.card.closeLabel', { name: pocket.name })}>
          {t('pockets.card.close')}
        </Button>
      </Flex>
      {children}
    </Card>
  );
}
