import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Button, Flex, Form, Input, message, Radio, Typography } from 'antd';
import type { Rule } from 'antd/es/form/index.js';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { ErrorState, LeaveQuestion, LoadingState } from '../../src/banking-ui/index.js';
import {
  addressBookContact,
  contactSwrKeys,
  isPlatformError,
  saveContact,
  usePlatform,
  type ContactDetails,
  type ContactIdentifierType,
} from '../../src/platform/index.js';
import { useMessages, useRuntime } from '../../src/runtime/index.js';
import { newContactId, routeUrl, useRefreshContacts } from './contact-links.js';
import { identifierBreak, nameBreak, refusalMessageKeys, type RuleBreak } from './contact-rules.js';
import type { ManageContactsProps } from './definition.js';

type Translate = ReturnType<typeof useMessages>;
type FormProps = Pick<ManageContactsProps, 'listPath' | 'identifierTypes' | 'phoneExample'>;

/** An antd rule that reports `check`'s break in the catalogue's words. */
function ruleOf(t: Translate, check: (value: string) => RuleBreak | undefined): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const broken = check(typeof value === 'string' ? value : '');
      if (broken) throw new Error(t(broken.key, broken.params));
    },
  };
}

/** The field message for the contact manager's refusal of the identifier, if it refused it. */
function refusalKeyOf(error: unknown): string | undefined {
  if (!isPlatformError(error) || error.status !== 400) return undefined;
  const keys = [error.key, ...error.errors.map((detail) => detail.key)];
  return keys.map((key) => (key === undefined ? undefined : refusalMessageKeys[key])).find((key) => key !== undefined);
}

interface EditorProps extends FormProps {
  /** undefined adds a contact. */
  readonly id: string | undefined;
  readonly initial: ContactDetails;
}

const leaveKeys = { title: 'contacts.discard.title', body: 'contacts.discard.body', confirm: 'contacts.discard.confirm', keep: 'contacts.discard.keep' };

/** The form itself (spec/2 §2.5, §5): errors only once Save was pressed, a discard question on leaving with changes. */
function ContactEditor({ id, initial, listPath, identifierTypes, phoneExample }: EditorProps): ReactNode {
  const t = useMessages();
  const { http } = usePlatform();
  const { config } = useRuntime();
  const navigate = useNavigate();
  const refreshContacts = useRefreshContacts();
  const [form] = Form.useForm<ContactDetails>();
  const type = Form.useWatch('accountIdentifierType', form) ?? initial.accountIdentifierType;
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  // Set from the change event, so a Back right after typing finds the leave question in place.
  const [changed, setChanged] = useState(false);
  const saved = useRef(false);
  const notice = { duration: config.app.notifications.ttlMs / 1000 };
  const toList = () => navigate(routeUrl(listPath));

  // Back and Cancel leave like the menu does: the leave question asks when there are changes.
  const leave = () => void toList();

  const save = async (values: ContactDetails) => {
    setSaving(true);
    try {
      await saveContact(http, id, { name: values.name.trimEnd(), accountIdentifier: values.accountIdentifier.trim(), accountIdentifierType: values.accountIdentifierType });
      void message.success({ ...notice, content: t('contacts.form.saved') });
      saved.current = true;
      await refreshContacts();
      toList();
    } catch (error) {
      const refusal = refusalKeyOf(error);
      if (refusal) form.setFields([{ name: 'accountIdentifier', errors: [t(refusal)] }]);
      void message.error({ ...notice, content: t('contacts.form.saveError') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 560 }}>
      <div>
        <Button type="link" icon={<ArrowLeftOutlined aria-hidden />} onClick={leave} style={{ paddingInline: 0 }}>
          {t('contacts.form.back')}
        </Button>
      </div>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t(id === undefined ? 'contacts.form.createTitle' : 'contacts.form.editTitle')}
      </Typography.Title>
      <Form<ContactDetails>
        form={form}
        layout="vertical"
        initialValues={initial}
        // Nothing is judged before the first Save; after it, every change is.
        validateTrigger={submitted ? ['onChange', 'onBlur'] : false}
        onFinish={save}
        onFinishFailed={() => setSubmitted(true)}
        onValuesChange={(change: Partial<ContactDetails>, all: ContactDetails) => {
          // Another type is another field: what was typed for the last one does not carry over.
          if (change.accountIdentifierType !== undefined) form.setFields([{ name: 'accountIdentifier', value: '', errors: [] }]);
          setChanged((['name', 'accountIdentifier', 'accountIdentifierType'] as const).some((field) => (all[field] ?? '') !== initial[field]));
        }}
        requiredMark={false}
      >
        <Form.Item name="name" label={t('contacts.form.name')} rules={[ruleOf(t, nameBreak)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="accountIdentifierType" label={t('contacts.form.type')}>
          <Radio.Group options={identifierTypes.map((value) => ({ value, label: t(`contacts.type.${value}`) }))} />
        </Form.Item>
        <Form.Item
          name="accountIdentifier"
          label={t(`contacts.type.${type}`)}
          dependencies={['accountIdentifierType']}
          rules={[ruleOf(t, (value) => identifierBreak(type, value))]}
          extra={type === 'PHONE' ? t('contacts.form.phoneExample', { phone: phoneExample }) : undefined}
        >
          <Input autoComplete="off" inputMode={type === 'ACCOUNT' ? 'numeric' : type === 'PHONE' ? 'tel' : type === 'EMAIL' ? 'email' : undefined} />
        </Form.Item>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={saving} onClick={() => setSubmitted(true)}>
            {t('contacts.form.save')}
          </Button>
          <Button onClick={leave} disabled={saving}>
            {t('contacts.form.cancel')}
          </Button>
        </Flex>
      </Form>
      {changed ? <LeaveQuestion saved={saved} keys={leaveKeys} /> : null}
    </Flex>
  );
}

/** The contact form's page: a new contact (id 0), or the contact `:id` once it is read. */
export function ContactForm(props: FormProps): ReactNode {
  const t = useMessages();
  const { http } = usePlatform();
  const navigate = useNavigate();
  const id = useParams().id ?? newContactId;
  const isNew = id === newContactId;
  const { data, error, isLoading, mutate } = useSWR(isNew ? null : [contactSwrKeys.addressBook, 'contact', id], () => addressBookContact(http, id));
  const firstType: ContactIdentifierType = props.identifierTypes[0] ?? 'ACCOUNT';

  if (isNew) return <ContactEditor {...props} id={undefined} initial={{ name: '', accountIdentifier: '', accountIdentifierType: firstType }} />;
  if (isLoading) return <LoadingState label={t('contacts.form.loading')} />;
  if (error || !data) {
    return (
      <Flex vertical gap={16} align="start">
        <ErrorState title={t('contacts.form.loadError')} retryText={t('contacts.list.retry')} onRetry={() => void mutate()} />
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => navigate(routeUrl(props.listPath))}>
          {t('contacts.form.back')}
        </Button>
      </Flex>
    );
  }
  const { name, accountIdentifier, accountIdentifierType } = data;
  return <ContactEditor key={id} {...props} id={id} initial={{ name, accountIdentifier, accountIdentifierType }} />;
}
