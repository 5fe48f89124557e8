import { Alert, Button, Form } from 'antd';
import type { ReactNode } from 'react';
import { useFormatting } from '../../src/banking-ui/index.js';
import { createPocket, usePlatform, type PocketCreation, type TransferAccount } from '../../src/platform/index.js';
import { useMessages } from '../../src/runtime/index.js';
import { AccountField } from './account-field.js';
import { goalOf, PocketFields, pocketProblems, usePocketSubmit, type FieldProblem, type PocketDraft } from './pocket-fields.js';
import type { PocketSettings } from './pocket-settings.js';

/** Opens a pocket: name, icon from config/pockets.json, the savings account it sits under, an optional goal and date. */
export function PocketCreate({ settings, parents, onCreated }: { settings: PocketSettings; parents: readonly TransferAccount[]; onCreated: (name: string) => void }): ReactNode {
  const t = useMessages();
  const formatting = useFormatting();
  const { http } = usePlatform();
  const [form] = Form.useForm<PocketDraft>();
  const { busy, failed, submit } = usePocketSubmit(form, settings, t, formatting);

  const create = async (draft: PocketDraft) => {
    const problems: FieldProblem[] = pocketProblems(draft, settings, t, formatting);
    if (!draft.parent) problems.push({ name: 'parent', errors: [t('pockets.create.parent.required')] });
    if (problems.length > 0) {
      form.setFields(problems);
      return;
    }
    const goal = goalOf(draft, formatting.currency);
    const request: PocketCreation = {
      name: draft.name!.trim(),
      icon: draft.icon ?? settings.defaultIcon,
      parentArrangementId: draft.parent!,
      ...(goal ? { goal } : {}),
    };
    await submit(
      () => createPocket(http, request),
      () => {
        form.resetFields();
        onCreated(request.name);
      },
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ icon: settings.defaultIcon, parent: parents.length === 1 ? parents[0]!.id : undefined }}
      onFinish={(draft) => void create(draft)}
      className="pb-pocket-create"
    >
      {failed ? <Alert type="error" showIcon role="alert" title={t('pockets.create.failed')} /> : null}
      <PocketFields settings={settings} t={t} formatting={formatting}>
        <Form.Item name="parent" label={t('pockets.create.parent')}>
          <AccountField choices={parents.map((account) => ({ value: account.id, label: account.name }))} placeholder={t('pockets.account.placeholder')} />
        </Form.Item>
      </PocketFields>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('pockets.create.submit')}
      </Button>
    </Form>
  );
}
