import type { ReactNode } from 'react';
import { Alert, Input, Modal, Tag, Typography } from 'antd';
import type { TemplateNotice, TemplateSaving } from './use-template-saving.js';

type Text = (key: string, params?: Record<string, string | number>) => string;

export function TemplateNoticeView({ notice, onClose }: { notice: TemplateNotice | undefined; onClose: () => void }): ReactNode {
  if (!notice) return null;
  return (
    <Alert
      type={notice.type}
      showIcon
      role={notice.type === 'error' ? 'alert' : 'status'}
      title={notice.text}
      closable={{ onClose }}
      className="pb-transfer-banner"
    />
  );
}

/** The template modes' name box (required), or in a transfer the tag of the template loaded into it. */
export function TemplateName({ templates, templateMode, text }: { templates: TemplateSaving; templateMode: boolean; text: Text }): ReactNode {
  if (!templateMode) {
    return templates.used ? (
      <p className="pb-transfer-template-used">
        <Tag>{text('transfers.templates.using', { name: templates.used.name })}</Tag>
      </p>
    ) : null;
  }
  return (
    <div className="pb-transfer-template-name-field">
      <label htmlFor="pb-transfer-template-name" className="pb-transfer-conditional-label">
        {text('transfers.templates.name')}
      </label>
      <Input
        id="pb-transfer-template-name"
        value={templates.name}
        maxLength={100}
        required
        status={templates.nameError ? 'error' : undefined}
        aria-invalid={templates.nameError}
        aria-describedby={templates.nameError ? 'pb-transfer-template-name-error pb-transfer-template-hint' : 'pb-transfer-template-hint'}
        onChange={(event) => templates.typeName(event.target.value)}
      />
      {templates.nameError ? (
        <div id="pb-transfer-template-name-error" className="pb-transfer-field-error" role="alert">
          {text('transfers.templates.nameRequired')}
        </div>
      ) : null}
      <Typography.Paragraph type="secondary" id="pb-transfer-template-hint" className="pb-transfer-template-hint">
        {text('transfers.templates.hint')}
      </Typography.Paragraph>
    </div>
  );
}

/** "Save as template" from a transfer: a name, then the save's outcome inside the dialog. */
export function SaveTemplateDialog({ templates, onSave, text }: { templates: TemplateSaving; onSave: () => void; text: Text }): ReactNode {
  const { dialog } = templates;
  return (
    <Modal
      open={dialog !== undefined}
      title={text('transfers.templates.saveAs')}
      okText={text('transfers.templates.save')}
      cancelText={text('transfers.templates.cancel')}
      confirmLoading={templates.saving}
      onOk={onSave}
      onCancel={templates.closeDialog}
      destroyOnHidden
    >
      <label htmlFor="pb-transfer-save-template-name" className="pb-transfer-conditional-label">
        {text('transfers.templates.name')}
      </label>
      <Input
        id="pb-transfer-save-template-name"
        value={dialog?.name ?? ''}
        maxLength={100}
        autoFocus
        status={dialog?.error ? 'error' : undefined}
        aria-invalid={dialog?.error !== undefined}
        aria-describedby={dialog?.error ? 'pb-transfer-save-template-error' : undefined}
        onChange={(event) => templates.setDialog({ name: event.target.value })}
        onPressEnter={onSave}
      />
      {dialog?.error ? (
        <div id="pb-transfer-save-template-error" className="pb-transfer-field-error" role="alert">
          {dialog.error}
        </div>
      ) : null}
      {dialog ? <TemplateNoticeView notice={templates.notice} onClose={() => templates.setNotice(undefined)} /> : null}
    </Modal>
  );
}
