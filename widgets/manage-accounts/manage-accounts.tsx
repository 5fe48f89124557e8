import { ArrowDownOutlined, ArrowUpOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Flex, message, Switch } from 'antd';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../src/banking-ui/index.js';
import {
  accountsLoadErrorKey,
  changeAccountPreferences,
  isPlatformError,
  isProductVisible,
  usePlatform,
  useProductSummary,
  type AccountPreferencesChange,
  type Product,
  type ProductKindGroup,
} from '../../src/platform/index.js';
import { useMessages, useRuntime } from '../../src/runtime/index.js';
import { accountNameOf, aliasMaxLengthOf, isFavorite, moveTarget, summaryAfter } from './account-preferences.js';
import { RenameForm } from './rename-form.js';
import './manage-accounts.css';

type Translate = ReturnType<typeof useMessages>;

type Direction = 'up' | 'down';

/** A change of one account, without its id. */
type Change = Omit<AccountPreferencesChange, 'arrangementId'>;

function lastDigits(product: Product): string | undefined {
  const digits = (product.BBAN ?? product.number ?? '').replace(/[^0-9]/g, '');
  return digits.length >= 4 ? digits.slice(-4) : undefined;
}

function groupLabel(group: ProductKindGroup, t: Translate): string {
  const key = `accounts.group.${group.id}`;
  const label = t(key);
  // A custom kind has no message of its own: the platform's name for it is the label.
  return label === key ? (group.name ?? group.id) : label;
}

interface AccountRowProps {
  product: Product;
  products: readonly Product[];
  index: number;
  aliasMaxLength: number;
  editing: boolean;
  onEdit: (editing: boolean) => void;
  onChange: (product: Product, change: Change, successKey: string) => Promise<boolean>;
  onRename: (product: Product, alias: string) => Promise<boolean>;
  onMove: (product: Product, position: number, direction: Direction) => void;
  moveButton: (id: string, direction: Direction) => (element: HTMLButtonElement | null) => void;
  t: Translate;
}

function AccountRow({ product, products, index, aliasMaxLength, editing, onEdit, onChange, onRename, onMove, moveButton, t }: AccountRowProps): ReactNode {
  const name = accountNameOf(product);
  const visible = isProductVisible(product);
  const favorite = isFavorite(product);
  const digits = lastDigits(product);
  const up = moveTarget(products, index, -1);
  const down = moveTarget(products, index, 1);
  return (
    <li className="pb-manage-account" data-testid="manage-account-row" data-account-id={product.id}>
      <Flex justify="space-between" align="start" gap={12} wrap>
        {editing ? (
          <RenameForm
            name={name}
            alias={product.userPreferences?.alias ?? ''}
            maxLength={aliasMaxLength}
            onSave={(alias) => onRename(product, alias)}
            onCancel={() => onEdit(false)}
          />
        ) : (
          <div>
            <strong>{name}</strong> {visible ? null : <span className="pb-tag">{t('manageAccounts.hiddenTag')}</span>}
            {digits ? <div className="pb-manage-secondary">{`${t('accounts.product.number')} ••${digits}`}</div> : null}
          </div>
        )}
        <Flex gap={8} align="center" wrap>
          {editing ? null : (
            <Button onClick={() => onEdit(true)} aria-label={t('manageAccounts.rename.actionLabel', { name })}>
              {t('manageAccounts.rename.action')}
            </Button>
          )}
          <Switch
            checked={visible}
            aria-label={t('manageAccounts.show.label', { name })}
            onChange={(show) => void onChange(product, { visible: show }, show ? 'manageAccounts.saved.shown' : 'manageAccounts.saved.hidden')}
          />
          <Button
            type="text"
            aria-pressed={favorite}
            aria-label={t('manageAccounts.favorite.label', { name })}
            icon={favorite ? <StarFilled className="pb-favorite-star" /> : <StarOutlined />}
            onClick={() => void onChange(product, { favorite: !favorite }, favorite ? 'manageAccounts.saved.unfavorite' : 'manageAccounts.saved.favorite')}
          />
          <Button
            ref={moveButton(product.id, 'up')}
            aria-label={t('manageAccounts.moveUp', { name })}
            icon={<ArrowUpOutlined />}
            disabled={up === undefined}
            onClick={() => up !== undefined && onMove(product, up, 'up')}
          />
          <Button
            ref={moveButton(product.id, 'down')}
            aria-label={t('manageAccounts.moveDown', { name })}
            icon={<ArrowDownOutlined />}
            disabled={down === undefined}
            onClick={() => down !== undefined && onMove(product, down, 'down')}
          />
        </Flex>
      </Flex>
    </li>
  );
}

/**
 * Manage Accounts (spec/1 route my-accounts/manage, ProductSummary.ProductSummary edit): every
 * account of the member, hidden ones too, grouped by kind as on My Accounts; each can be renamed,
 * shown or hidden on My Accounts, made a favourite and moved up or down its group. Each change is
 * saved at once: shown straight away, confirmed by a message, and put back as it was with an
 * error message when the platform refuses it.
 */
export default function ManageAccounts(): ReactNode {
  const t = useMessages();
  const { http } = usePlatform();
  const { config } = useRuntime();
  const aliasMaxLength = aliasMaxLengthOf(config);
  const summary = useProductSummary();
  const [editing, setEditing] = useState<string | undefined>();
  const headingId = useId();
  const notice = { duration: config.app.notifications.ttlMs / 1000 };

  // A moved row is put elsewhere in the list, which takes the focus off its button: it goes back
  // to the same button (or the other one, at the end of the group), so the keyboard can go on.
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const moved = useRef<{ id: string; direction: Direction } | undefined>(undefined);
  const moveButton = (id: string, direction: Direction) => (element: HTMLButtonElement | null) => {
    if (element) moveButtons.current.set(`${id}/${direction}`, element);
    else moveButtons.current.delete(`${id}/${direction}`);
  };
  useEffect(() => {
    if (!moved.current) return;
    const { id, direction } = moved.current;
    moved.current = undefined;
    const same = moveButtons.current.get(`${id}/${direction}`);
    const other = moveButtons.current.get(`${id}/${direction === 'up' ? 'down' : 'up'}`);
    (same && !same.disabled ? same : other)?.focus();
  });

  const refused = (error: unknown) =>
    void message.error({
      ...notice,
      content:
        isPlatformError(error) && error.key === 'preferences.alias.too-long' && aliasMaxLength !== undefined
          ? t('manageAccounts.rename.tooLong', { max: aliasMaxLength })
          : t('manageAccounts.failed'),
    });

  const change = async (product: Product, preferences: Change, successKey: string): Promise<boolean> => {
    const request = { arrangementId: product.id, ...preferences };
    const shown = summary.data;
    if (!shown) return false;
    try {
      await summary.mutate(
        async () => {
          await changeAccountPreferences(http, request);
          return undefined;
        },
        // Shown at once; put back if refused; the summary read again either way, in the server's order.
        { optimisticData: (current) => summaryAfter(current ?? shown, request), rollbackOnError: true, populateCache: false, revalidate: true },
      );
      void message.success({ ...notice, content: t(successKey, { name: accountNameOf(product) }) });
      return true;
    } catch (error) {
      refused(error);
      return false;
    }
  };

  const move = (product: Product, position: number, direction: Direction) => {
    moved.current = { id: product.id, direction };
    void change(product, { position }, direction === 'up' ? 'manageAccounts.saved.movedUp' : 'manageAccounts.saved.movedDown');
  };

  const rename = async (product: Product, alias: string): Promise<boolean> => {
    try {
      await changeAccountPreferences(http, { arrangementId: product.id, alias });
      // The new name shows once the summary says it, so the member never sees a name it does not hold.
      const after = await summary.mutate();
      setEditing(undefined);
      const renamed = after?.groups.flatMap((group) => group.products).find((candidate) => candidate.id === product.id);
      void message.success({
        ...notice,
        content: alias === '' ? t('manageAccounts.saved.aliasCleared') : t('manageAccounts.saved.renamed', { name: renamed ? accountNameOf(renamed) : alias }),
      });
      return true;
    } catch (error) {
      refused(error);
      return false;
    }
  };

  if (aliasMaxLength === undefined) return <ErrorState title={t('manageAccounts.error.title')} />;
  if (summary.error && !summary.data) {
    return (
      <ErrorState
        title={t('manageAccounts.error.title')}
        description={t(accountsLoadErrorKey(summary.error))}
        retryText={t('accounts.retry.action')}
        onRetry={() => void summary.mutate()}
        retryPrimary
      />
    );
  }
  if (!summary.data) return <LoadingState label={t('manageAccounts.loading')} rows={5} />;
  const groups = summary.data.groups.filter((group) => group.products.length > 0);
  if (groups.length === 0) return <EmptyState title={t('accounts.empty.heading')} body={t('accounts.empty.body')} />;

  return (
    <Flex vertical gap={16} data-testid="manage-accounts">
      <p className="pb-manage-secondary">{t('manageAccounts.intro')}</p>
      {groups.map((group, groupIndex) => (
        <section key={group.id} className="pb-manage-panel" aria-labelledby={`${headingId}-${groupIndex}`}>
          <h2 id={`${headingId}-${groupIndex}`} className="pb-manage-group">
            {groupLabel(group, t)}
          </h2>
          <ul className="pb-manage-accounts">
            {group.products.map((product, index) => (
              <AccountRow
                key={product.id}
                product={product}
                products={group.products}
                index={index}
                aliasMaxLength={aliasMaxLength}
                editing={editing === product.id}
                onEdit={(open) => setEditing(open ? product.id : undefined)}
                onChange={change}
                onRename={rename}
                onMove={move}
                moveButton={moveButton}
                t={t}
              />
            ))}
          </ul>
        </section>
      ))}
    </Flex>
  );
}
