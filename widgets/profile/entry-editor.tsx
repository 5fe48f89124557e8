import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Button, Flex, Form, message } from 'antd';
import type { FormInstance } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  addProfileEntry,
  changeProfileEntry,
  isPlatformError,
  isRecord,
  isStepUpChallenge,
  keepDraftAndStepUp,
  useKeptDraft,
  usePlatform,
  type ProfileAddressChange,
  type ProfileEmailChange,
  type ProfilePhoneChange,
} from '../../src/platform/index.js';
import { LeaveQuestion } from '../../src/banking-ui/index.js';
import { useMessages, useRuntime } from '../../src/runtime/index.js';
import { kindOf, type Noun } from './entry-actions.js';
import { profileUrl } from './profile-paths.js';
import { conflictMessageKey, refusalMessageKeys } from './profile-rules.js';
import { useRefreshProfile } from './profile-source.js';

export type EntryValues = Record<string, string | boolean | undefined>;

export interface EntryEditorProps {
  noun: Noun;
  /** undefined adds an entry. */
  entryKey: string | undefined;
  profilePath: string;
  initial: EntryValues;
  /** The request the platform takes for the form's values. */
  toRequest: (values: EntryValues) => ProfileEmailChange | ProfilePhoneChange | ProfileAddressChange;
  /** Whether Save may be pressed yet (the phone form waits for ten digits). */
  canSave?: (values: EntryValues) => boolean;
  /** The fields; they may watch each other through the form. */
  children: (form: FormInstance<EntryValues>) => ReactNode;
}

const leaveKeys = { title: 'profile.discard.title', body: 'profile.discard.body', confirm: 'profile.discard.confirm', keep: 'profile.discard.keep' };

const changedFrom = (initial: EntryValues, values: EntryValues) =>
  Object.keys({ ...initial, ...values }).some((field) => (values[field] ?? '') !== (initial[field] ?? ''));

/**
 * The add and change pages' frame (spec §4 Profile forms): leaving with changes asks before
 * discarding them, Save shows its loading state, the platform's refusal of a field shows at the
 * field, and a step-up challenge keeps what was typed while the member enters the password again.
 */
export function EntryEditor({ noun, entryKey, profilePath, initial, toRequest, canSave, children }: EntryEditorProps): ReactNode {
  const t = useMessages();
  const { http, session } = usePlatform();
  const { config } = useRuntime();
  const navigate = useNavigate();
  const refresh = useRefreshProfile();
  const [form] = Form.useForm<EntryValues>();
  const draftKey = `profile.${noun}.${entryKey ?? 'new'}`;
  // Back from a step-up: the form starts with what the member had typed.
  const kept = useKeptDraft(draftKey, isRecord) as EntryValues | undefined;
  const [start] = useState<EntryValues>(() => ({ ...initial, ...kept }));
  const values = Form.useWatch([], form) ?? start;
  // From the change event itself, not the watched values (updated a render later): a Back clicked
  // right after typing must already find the leave question in place.
  const [changed, setChanged] = useState(() => changedFrom(initial, start));
  const [saving, setSaving] = useState(false);
  const saved = useRef(false);
  const notice = { duration: config.app.notifications.ttlMs / 1000 };
  const toProfile = () => void navigate(profileUrl(profilePath));

  const refused = (error: unknown): boolean => {
    if (!isPlatformError(error)) return false;
    const fields = error.errors.flatMap((detail) => {
      const pointer = isRecord(detail.context) && typeof detail.context.pointer === 'string' ? detail.context.pointer : '';
      const messageKey = detail.key === undefined ? undefined : refusalMessageKeys[detail.key];
      return pointer.length > 1 && messageKey ? [{ name: pointer.slice(1), errors: [t(messageKey)] }] : [];
    });
    form.setFields(fields);
    return fields.length > 0;
  };

  const save = async (submitted: EntryValues) => {
    setSaving(true);
    try {
      const request = toRequest({ ...start, ...submitted });
      if (entryKey === undefined) await addProfileEntry(http, kindOf[noun], request);
      else await changeProfileEntry(http, kindOf[noun], entryKey, request);
      void message.success({ ...notice, content: t(`profile.notice.${noun}.${entryKey === undefined ? 'added' : 'changed'}`) });
      saved.current = true;
      await refresh();
      toProfile();
    } catch (error) {
      if (isStepUpChallenge(error)) {
        await keepDraftAndStepUp(draftKey, form.getFieldsValue(true), session, error);
      } else if (!refused(error)) {
        void message.error({ ...notice, content: t(conflictMessageKey(isPlatformError(error) ? error.key : undefined)) });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 560 }}>
      <div>
        <Button type="link" icon={<ArrowLeftOutlined aria-hidden />} onClick={toProfile} style={{ paddingInline: 0 }}>
          {t('profile.back')}
        </Button>
      </div>
      <Form<EntryValues> form={form} layout="vertical" initialValues={start} onFinish={(submitted) => void save(submitted)}
        onValuesChange={(_, all) => setChanged(changedFrom(initial, { ...start, ...all }))}
        requiredMark={false}
      >
        {children(form)}
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={saving} disabled={canSave ? !canSave(values) : false}>
            {t('profile.form.save')}
          </Button>
          <Button onClick={toProfile} disabled={saving}>
            {t('profile.form.cancel')}
          </Button>
        </Flex>
      </Form>
      {changed ? <LeaveQuestion saved={saved} keys={leaveKeys} /> : null}
    </Flex>
  );
}
