import { DisconnectOutlined, LinkOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Flex, message, Modal, Space } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import {
  accountSsoKey,
  isPlatformError,
  storeHandOffFailure,
  swrKeys,
  unlinkArrangement,
  usePlatform,
  type AccountDetails,
} from '../../src/platform/index.js';
import { openNamedWindow, postToWindow } from '../../src/banking-ui/index.js';
import { useMessages, useRuntime } from '../../src/runtime/index.js';
import type { AccountDetailsProps } from './definition.js';
import type { Formatting } from './format.js';
import { useInstitutionName } from './institution-name.js';
import { loanServicerLoginUrl } from './loan-servicer.js';
import { PropertyGroups } from './property-card-view.js';
import {
  canMakeAPayment,
  configurationFor,
  isExternalAccount,
  readPropertyCardsConfig,
  type BalanceRules,
} from './property-cards.js';

type HandOff = 'moreDetails' | 'makeAPayment';

/**
 * What a failed hand-off stores after 'Error: ' (spec/3 §8: the server's message or the HTTP
 * message): the platform error's message is the server's own words when it answered with its
 * error body, else the request and its status.
 */
function failureMessage(error: unknown): string | undefined {
  return isPlatformError(error) && error.message !== '' ? error.message : undefined;
}

/**
 * The Details tab (spec/2 §2.1, §4): a header with the account's name, Print and, for loans,
 * More Details (and Make a Payment when the product number allows), then the property cards the
 * account's kind is configured with; linked accounts can be unlinked.
 */
export function DetailsTab({
  account,
  props,
  formatting,
  onError,
}: {
  account: AccountDetails;
  props: AccountDetailsProps;
  formatting: Formatting;
  onError: (titleKey: string, bodyKey: string) => void;
}) {
  const t = useMessages();
  const { config } = useRuntime();
  const { http } = usePlatform();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [handOff, setHandOff] = useState<HandOff | undefined>(undefined);
  const [confirmingUnlink, setConfirmingUnlink] = useState(false);
  const [unlinking, setUnlinking] = useState(false);

  const rules: BalanceRules = { bookedBalanceAliases: props.bookedBalanceAliases, bookedBalanceKinds: props.bookedBalanceKinds };
  const cards = readPropertyCardsConfig(config['property-cards']);
  const configuration = cards ? configurationFor(cards, account) : undefined;
  const name = account.displayName ?? account.name ?? t('accountDetails.header.defaultName');
  const external = isExternalAccount(account);
  const institution = useInstitutionName(account);
  const { loanSystem } = props;
  const showMoreDetails = loanSystem !== undefined && account.kindUri !== undefined && props.moreDetailsKinds.includes(account.kindUri);
  const showMakeAPayment = loanSystem !== undefined && !external && canMakeAPayment(account, props.makeAPaymentAboveProductNumber);

  const onUnmaskError = useCallback(() => onError('accountDetails.mask.error.title', 'accountDetails.mask.error.body'), [onError]);

  const startHandOff = async (kind: HandOff) => {
    const loginUrl = loanServicerLoginUrl(config['loan-system'], window.location.host);
    if (!loanSystem || loginUrl === undefined) return;
    const windowName = kind === 'moreDetails' ? loanSystem.windowName : loanSystem.paymentWindowName;
    setHandOff(kind);
    const target = openNamedWindow(windowName);
    try {
      const key = await accountSsoKey(http, loanSystem.application, account.id);
      const fields = kind === 'makeAPayment' ? { [loanSystem.keyField]: key, ...loanSystem.paymentFields } : { [loanSystem.keyField]: key };
      postToWindow(loginUrl, fields, windowName);
      setHandOff(undefined);
    } catch (error) {
      target?.close();
      // spec/3 §8: the failure is stored and the member goes back to the accounts, which show it.
      storeHandOffFailure(t('accountDetails.handOff.error.stored', { message: failureMessage(error) ?? t('accountDetails.handOff.error.fallback') }));
      void navigate(`/${props.backPath}`);
    }
  };

  const unlink = async () => {
    const externalLegalEntityId = account.legalEntityIds[0];
    if (!externalLegalEntityId || !account.externalArrangementId) return;
    setUnlinking(true);
    try {
      await unlinkArrangement(http, { externalLegalEntityId, externalArrangementId: account.externalArrangementId });
      setConfirmingUnlink(false);
      await mutate(swrKeys.productSummary);
      // A static message: it must outlive this page, which the navigation below unmounts.
      void message.success({ content: t('accountDetails.unlink.success'), duration: config.app.notifications.ttlMs / 1000 });
      void navigate(`/${props.backPath}`);
    } catch {
      setConfirmingUnlink(false);
      onError('accountDetails.unlink.error.title', 'accountDetails.unlink.error.body');
    } finally {
      setUnlinking(false);
    }
  };

  return (
    <div className="pb-print-area" data-testid="account-details-panel">
      <Flex justify="space-between" align="center" gap={12} wrap className="pb-details-header">
        <div>
          <h2 className="pb-details-name">{name}</h2>
          {external && institution !== undefined ? (
            <span className="pb-secondary">{t('accountDetails.header.external', { institution })}</span>
          ) : null}
        </div>
        <Space wrap className="pb-no-print">
          <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
            {t('accountDetails.print')}
          </Button>
          {showMoreDetails ? (
            <Button icon={<LinkOutlined aria-hidden />} loading={handOff === 'moreDetails'} disabled={handOff !== undefined} onClick={() => void startHandOff('moreDetails')}>
              {t('accountDetails.moreDetails')}
            </Button>
          ) : null}
          {showMakeAPayment ? (
            <Button type="primary" loading={handOff === 'makeAPayment'} disabled={handOff !== undefined} onClick={() => void startHandOff('makeAPayment')}>
              {t('accountDetails.makeAPayment')}
            </Button>
          ) : null}
          {external ? (
            <Button danger icon={<DisconnectOutlined aria-hidden />} onClick={() => setConfirmingUnlink(true)}>
              {t('accountDetails.unlink.action')}
            </Button>
          ) : null}
        </Space>
      </Flex>
      {configuration ? (
        <PropertyGroups
          groups={configuration.groups}
          account={account}
          rules={rules}
          environment={{ t, formatting, onUnmaskError }}
        />
      ) : (
        <p className="pb-secondary">{t('accountDetails.noProperties')}</p>
      )}
      <Modal
        open={confirmingUnlink}
        title={t('accountDetails.unlink.confirm.title')}
        okText={t('accountDetails.unlink.confirm.ok')}
        cancelText={t('accountDetails.unlink.confirm.cancel')}
        okButtonProps={{ danger: true, loading: unlinking }}
        onOk={() => void unlink()}
        onCancel={() => setConfirmingUnlink(false)}
        destroyOnHidden
      >
        {t('accountDetails.unlink.confirm.body', { name })}
      </Modal>
    </div>
  );
}
