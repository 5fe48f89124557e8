import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { evaluateEntitlement, useMessages, useRuntime } from '../../src/runtime/index.js';
import type { AccountsLink } from './definition.js';

/**
 * Links under the accounts to services about them (credit score, direct deposit switch): each
 * only for a member its entitlement allows, and none at all when none is allowed.
 */
export function AccountLinks({ links }: { links: readonly AccountsLink[] }): ReactNode {
  const t = useMessages();
  const { config, facts } = useRuntime();
  const shown = links.filter((link) => evaluateEntitlement(config.entitlements, link.entitlement, facts));
  if (shown.length === 0) return null;
  return (
    <nav className="pb-panel" aria-label={t('accounts.links.label')}>
      <Flex gap="large" wrap>
        {shown.map((link) => (
          <Link key={link.path} to={`/${link.path}`}>
            {t(link.labelKey)}
          </Link>
        ))}
      </Flex>
    </nav>
  );
}
