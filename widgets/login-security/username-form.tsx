import { useState, type ReactNode } from 'react';
import { Alert, Form, Input, message } from 'antd';
import { changeUsername, isPlatformError, isStepUpChallenge, keepDraftAndStepUp, usePlatform } from '../../src/platform/index.js';
import { useMessages, useRuntime } from '../../src/runtime/index.js';
import { usernameMeetsRules, type CredentialRules } from './credential-rules.js';
import { FormButtons } from './form-buttons.js';
import { keptDraftKey } from './kept-draft.js';

interface UsernameFields {
  username?: string;
}

interface UsernameFormProps {
  readonly rules: CredentialRules;
  readonly current: string | undefined;
  /** What the member had typed before a re-authentication. */
  readonly initial: string | undefined;
  readonly signOutDelayMs: number;
  readonly onChanged: (changed: boolean) => void;
  readonly onCancel: () => void;
  readonly onSaved: () => void;
}

/**
 * Change username, inline (spec/2 §2.8, §4, §5): letters and digits, the configured lengths. Every
 * sign-in ends with the change, so a notice shows and the member is signed out `signOutDelayMs`
 * later to sign in with the new name. A step-up challenge keeps the typed name and asks for the
 * password again.
 */
export function UsernameForm({ rules, current, initial, signOutDelayMs, onChanged, onCancel, onSaved }: UsernameFormProps): ReactNode {
  const t = useMessages();
  const { config } = useRuntime();
  const { http, session } = usePlatform();
  const [form] = Form.useForm<UsernameFields>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const lengths = rules.username;

  const save = async ({ username = '' }: UsernameFields) => {
    setSaving(true);
    setFailure(undefined);
    try {
      await changeUsername(http, username);
      onSaved();
      void message.success({ duration: config.app.notifications.ttlMs / 1000, content: t('loginSecurity.username.saved') });
      // Every sign-in of the member has ended at the provider: sign out here too, after the notice.
      window.setTimeout(() => session?.logout(), signOutDelayMs);
    } catch (error) {
      if (isStepUpChallenge(error)) {
        onChanged(false);
        await keepDraftAndStepUp(keptDraftKey, { form: 'username', username }, session, error);
        return;
      }
      if (isPlatformError(error) && error.status === 409) form.setFields([{ name: 'username', errors: [t('loginSecurity.username.taken')] }]);
      else if (isPlatformError(error) && error.status === 400) form.setFields([{ name: 'username', errors: [t('loginSecurity.username.rules', lengths)] }]);
      else setFailure(t(isPlatformError(error) && error.status === 403 ? 'loginSecurity.agentCannotChange' : 'loginSecurity.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<UsernameFields>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ username: initial }}
      onFinish={save}
      onValuesChange={(_changed, values) => onChanged((values.username ?? '') !== '')}
      style={{ maxWidth: 480 }}
    >
      {failure ? <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} /> : null}
      <Form.Item
        name="username"
        label={t('loginSecurity.username.new')}
        extra={t('loginSecurity.username.rules', lengths)}
        rules={[
          { required: true, message: t('loginSecurity.username.required') },
          {
            validator: async (_rule, value: unknown) => {
              if (typeof value !== 'string' || value === '') return;
              if (!usernameMeetsRules(value, rules)) throw new Error(t('loginSecurity.username.rules', lengths));
              if (value === current) throw new Error(t('loginSecurity.username.same'));
            },
          },
        ]}
      >
        <Input maxLength={lengths.max} autoComplete="username" spellCheck={false} />
      </Form.Item>
      <FormButtons saving={saving} onCancel={onCancel} />
    </Form>
  );
}
