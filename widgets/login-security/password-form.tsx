import { useState, type ReactNode } from 'react';
import { Alert, Form, Input, message } from 'antd';
import type { Rule } from 'antd/es/form/index.js';
import { changePassword, isPlatformError, isStepUpChallenge, keepDraftAndStepUp, usePlatform } from '../../src/platform/index.js';
import { useMessages, useRuntime } from '../../src/runtime/index.js';
import type { CredentialRules } from './credential-rules.js';
import { FormButtons } from './form-buttons.js';
import { keptDraftKey } from './kept-draft.js';

interface PasswordFields {
  existingPassword?: string;
  newPassword?: string;
  confirmation?: string;
}

/** Every password field takes up to 255 characters (spec/2 §5). */
const maxLength = 255;

/** The platform's rule keys the form shows at the new password, as message keys. */
const newPasswordRefusals: Readonly<Record<string, string>> = {
  'login-security.password.same': 'loginSecurity.password.different',
  'login-security.password.username': 'loginSecurity.password.isUsername',
  'login-security.password.email': 'loginSecurity.password.isEmail',
  'login-security.password.reused': 'loginSecurity.password.reused',
};

interface PasswordFormProps {
  readonly rules: CredentialRules;
  readonly onChanged: (changed: boolean) => void;
  readonly onCancel: () => void;
  readonly onSaved: () => void;
}

/**
 * Change password, inline (spec/2 §2.8, §5): current, new and re-typed, each with show/hide and
 * at most 255 characters, and the rules the new one must meet. Only "different from the current
 * one" and the re-typing are judged here; the platform judges the rest and each refusal shows
 * at its field. A step-up challenge keeps that the form was open (never the passwords) and asks
 * for the password again.
 */
export function PasswordForm({ rules, onChanged, onCancel, onSaved }: PasswordFormProps): ReactNode {
  const t = useMessages();
  const { config } = useRuntime();
  const { http, session } = usePlatform();
  const [form] = Form.useForm<PasswordFields>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const notice = { duration: config.app.notifications.ttlMs / 1000 };

  const required = (key: string): Rule => ({ required: true, whitespace: false, message: t(key) });
  const differs: Rule = ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (typeof value === 'string' && value !== '' && value === getFieldValue('existingPassword')) throw new Error(t('loginSecurity.password.different'));
    },
  });
  const matches: Rule = ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (typeof value === 'string' && value !== '' && value !== getFieldValue('newPassword')) throw new Error(t('loginSecurity.password.mismatch'));
    },
  });

  const showRefusal = (error: unknown) => {
    if (!isPlatformError(error)) return setFailure(t('loginSecurity.saveFailed'));
    if (error.status === 403) return setFailure(t('loginSecurity.agentCannotChange'));
    if (error.status === 423) return setFailure(t('loginSecurity.password.locked', { phone: config.app.phone }));
    if (error.key === 'login-security.password.incorrect') return form.setFields([{ name: 'existingPassword', errors: [t('loginSecurity.password.incorrect')] }]);
    if (error.status !== 400) return setFailure(t('loginSecurity.saveFailed'));
    const texts = error.errors.map((item) => {
      const key = item.key === undefined ? undefined : newPasswordRefusals[item.key];
      return key ? t(key, { count: rules.passwordHistory }) : t('loginSecurity.password.breaksRules');
    });
    form.setFields([{ name: 'newPassword', errors: [...new Set(texts.length > 0 ? texts : [t('loginSecurity.password.breaksRules')])] }]);
  };

  const save = async ({ existingPassword = '', newPassword = '' }: PasswordFields) => {
    setSaving(true);
    setFailure(undefined);
    try {
      await changePassword(http, { existingPassword, newPassword });
      void message.success({ ...notice, content: t('loginSecurity.password.saved') });
      onSaved();
    } catch (error) {
      if (isStepUpChallenge(error)) {
        onChanged(false);
        await keepDraftAndStepUp(keptDraftKey, { form: 'password' }, session, error);
        return;
      }
      showRefusal(error);
    } finally {
      setSaving(false);
    }
  };

  const ruleLines = [
    t('loginSecurity.password.rule.length', { min: rules.passwordMin }),
    t('loginSecurity.password.rule.uppercase'),
    t('loginSecurity.password.rule.lowercase'),
    t('loginSecurity.password.rule.number'),
    t('loginSecurity.password.rule.special'),
    t('loginSecurity.password.rule.notUsername'),
    t('loginSecurity.password.rule.notEmail'),
    t('loginSecurity.password.rule.notRecent', { count: rules.passwordHistory }),
  ];

  return (
    <Form<PasswordFields>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={save}
      onValuesChange={(_changed, values) => onChanged(Object.values(values).some((value) => typeof value === 'string' && value !== ''))}
      style={{ maxWidth: 480 }}
    >
      {failure ? <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} /> : null}
      <Form.Item name="existingPassword" label={t('loginSecurity.password.current')} rules={[required('loginSecurity.password.currentRequired')]}>
        <Input.Password maxLength={maxLength} autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('loginSecurity.password.new')}
        dependencies={['existingPassword']}
        rules={[required('loginSecurity.password.newRequired'), differs]}
        extra={
          <div id="login-security-password-rules">
            <div>{t('loginSecurity.password.rulesTitle')}</div>
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {ruleLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        }
      >
        <Input.Password maxLength={maxLength} autoComplete="new-password" aria-describedby="login-security-password-rules" />
      </Form.Item>
      <Form.Item
        name="confirmation"
        label={t('loginSecurity.password.confirm')}
        dependencies={['newPassword']}
        rules={[required('loginSecurity.password.confirmRequired'), matches]}
      >
        <Input.Password maxLength={maxLength} autoComplete="new-password" />
      </Form.Item>
      <FormButtons saving={saving} onCancel={onCancel} />
    </Form>
  );
}
