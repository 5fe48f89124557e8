import { Alert, Button, Flex, Form } from 'antd';
import type { ReactNode } from 'react';
import { useFormatting } from '../../src/banking-ui/index.js';
import { updatePocket, usePlatform, type PocketUpdate, type SavingsPocket } from '../../src/platform/index.js';
import { useMessages } from '../../src/runtime/index.js';
import { goalOf, PocketFields, pocketProblems, usePocketSubmit, type PocketDraft } from './pocket-fields.js';
import type { PocketSettings } from './pocket-settings.js';

interface PocketEditProps {
  readonly pocket: SavingsPocket;
  readonly settings: PocketSettings;
  readonly onSaved: (name: string) => void;
  readonly onCancel: () => void;
}

/** Changes a pocket's name, icon, goal and date in its card; an emptied goal amount removes the goal. */
export function PocketEdit({ pocket, settings, onSaved, onCancel }: PocketEditProps): ReactNode {
  const t = useMessages();
  const formatting = useFormatting();
  const { http } = usePlatform();
  const [form] = Form.useForm<PocketDraft>();
  const { busy, failed, submit } = usePocketSubmit(form, settings, t, formatting);

  const save = async (draft: PocketDraft) => {
    const problems = pocketProblems(draft, settings, t, formatting);
    if (problems.length > 0) {
      form.setFields(problems);
      return;
    }
    const goal = goalOf(draft, pocket.currency);
    const request: PocketUpdate = { name: draft.name!.trim(), icon: draft.icon ?? pocket.icon, ...(goal ? { goal } : {}) };
    await submit(
      () => updatePocket(http, pocket.id, request),
      () => onSaved(request.name),
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ name: pocket.name, icon: pocket.icon, goal: pocket.goal?.amount, deadline: pocket.goal?.deadline }}
      onFinish={(draft) => void save(draft)}
      className="pb-pocket-edit"
      aria-label={t('pockets.edit.label', { name: pocket.name })}
    >
      {failed ? <Alert type="error" showIcon role="alert" title={t('pockets.edit.failed')} /> : null}
      <PocketFields settings={settings} t={t} formatting={formatting} />
      <Flex gap="small" wrap>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('pockets.edit.submit')}
        </Button>
        <Button onClick={onCancel}>{t('pockets.edit.cancel')}</Button>
      </Flex>
    </Form>
  );
}
