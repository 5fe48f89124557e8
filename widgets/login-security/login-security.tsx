import { useState, type ReactNode } from 'react';
import { Button, Card, Descriptions, Flex } from 'antd';
import { ErrorState } from '../../src/banking-ui/index.js';
import { useKeptDraft, useSignedInUsername, useUserProfile } from '../../src/platform/index.js';
import { useMessages, useRuntime } from '../../src/runtime/index.js';
import { credentialRulesOf } from './credential-rules.js';
import type { LoginSecurityProps } from './definition.js';
import { GuardedEditor, type EditGuard } from './edit-guard.js';
import { isKeptDraft, keptDraftKey } from './kept-draft.js';
import { PasswordForm } from './password-form.js';
import { UsernameForm } from './username-form.js';

type OpenForm = 'password' | 'username' | undefined;

/**
 * Login & Security (spec/2 §2.8): the member's user id and member number, and the Password and
 * Username sections, each with a Change button that opens its form in place (one at a time).
 * Coming back from a re-authentication, the form that asked for it opens again as it was.
 */
export default function LoginSecurity({ signOutDelayMs = 1500 }: LoginSecurityProps): ReactNode {
  const t = useMessages();
  const { config } = useRuntime();
  const profile = useUserProfile();
  const username = useSignedInUsername();
  const kept = useKeptDraft(keptDraftKey, isKeptDraft);
  const [open, setOpen] = useState<OpenForm>(kept?.form);
  const rules = credentialRulesOf(config.enrollment);
  const close = () => setOpen(undefined);
  const savedWith = (guard: EditGuard) => {
    guard.forget();
    close();
  };

  if (rules === undefined) return <ErrorState title={t('loginSecurity.unavailable')} />;
  const { userId, customerCode } = profile.data?.additions ?? {};
  const section = (form: Exclude<OpenForm, undefined>, value: ReactNode, editor: (guard: EditGuard) => ReactNode) => (
    <Card title={<span id={`login-security-${form}`}>{t(`loginSecurity.${form}.heading`)}</span>} role="region" aria-labelledby={`login-security-${form}`}>
      {open === form ? (
        <GuardedEditor onClosed={close} initiallyChanged={form === kept?.form && kept.form === 'username' && kept.username !== ''}>
          {editor}
        </GuardedEditor>
      ) : (
        <Flex justify="space-between" align="center" gap={16} wrap>
          <span>{value}</span>
          <Button onClick={() => setOpen(form)} disabled={open !== undefined} aria-label={t(`loginSecurity.${form}.change`)}>
            {t('loginSecurity.change')}
          </Button>
        </Flex>
      )}
    </Card>
  );

  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      {userId || customerCode ? (
        <Descriptions column={1} size="small">
          {userId ? <Descriptions.Item label={t('loginSecurity.userId')}>{userId}</Descriptions.Item> : null}
          {customerCode ? <Descriptions.Item label={t('loginSecurity.memberNumber')}>{customerCode}</Descriptions.Item> : null}
        </Descriptions>
      ) : null}
      {section(
        'password',
        t('loginSecurity.password.hidden'),
        (guard) => <PasswordForm rules={rules} onChanged={guard.setChanged} onCancel={guard.close} onSaved={() => savedWith(guard)} />,
      )}
      {section(
        'username',
        username.data ?? t('loginSecurity.loading'),
        (guard) => (
          <UsernameForm
            rules={rules}
            current={username.data}
            initial={kept?.form === 'username' ? kept.username : undefined}
            signOutDelayMs={signOutDelayMs}
            onChanged={guard.setChanged}
            onCancel={guard.close}
            onSaved={() => savedWith(guard)}
          />
        ),
      )}
    </Flex>
  );
}
