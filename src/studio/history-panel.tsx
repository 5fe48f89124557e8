import { Alert, Button, Flex, Input, Modal, Select, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { AuditEntry, StudioApi, VersionDiff, VersionSummary } from './studio-api.js';
import { useStudioText } from './studio-text.js';

const show = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));

function formatTime(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(locale);
}

/** A diff as operators read it: per file, each change at its JSON pointer, before → after. */
export function DiffView({ diff }: { diff: VersionDiff }) {
  const t = useStudioText();
  if (diff.files.length === 0) return <Typography.Paragraph>{t('studio.diff.none')}</Typography.Paragraph>;
  return (
    <Flex vertical gap={12} data-testid="diff-view">
      <Typography.Text strong>{t('studio.diff.heading', { from: diff.from, to: diff.to })}</Typography.Text>
      {diff.files.map((file) => (
        <section key={file.path} aria-label={file.path}>
          <Typography.Title level={3} className="studio-section-title">
            <code>{file.path}</code>
          </Typography.Title>
          <table className="studio-diff">
            <thead>
              <tr>
                <th scope="col">{t('studio.diff.pointer')}</th>
                <th scope="col">{t('studio.diff.change')}</th>
                <th scope="col">{t('studio.diff.before')}</th>
                <th scope="col">{t('studio.diff.after')}</th>
              </tr>
            </thead>
            <tbody>
              {file.changes.map((change) => (
                <tr key={`${change.op}${change.pointer}`} data-testid="diff-change">
                  <td>
                    <code>{change.pointer || '/'}</code>
                  </td>
                  <td>{t(`studio.diff.op.${change.op}`)}</td>
                  <td className="studio-diff-before">{show(change.before)}</td>
                  <td className="studio-diff-after">{show(change.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </Flex>
  );
}

/**
 * Published versions, newest first: who, when, why, which files. Any two can be compared, and any
 * one restored (a rollback is itself a new version, so it can be undone the same way).
 */
export function HistoryPanel({
  api,
  tenant,
  latestVersion,
  locale,
  refreshKey,
  onRolledBack,
}: {
  api: StudioApi;
  tenant: string;
  latestVersion: number;
  locale: string;
  /** Changes whenever a version was added, so the list reloads. */
  refreshKey: number;
  onRolledBack: (version: number) => void;
}) {
  const t = useStudioText();
  const [versions, setVersions] = useState<VersionSummary[]>();
  const [error, setError] = useState<string>();
  const [from, setFrom] = useState<number>();
  const [to, setTo] = useState<number>();
  const [diff, setDiff] = useState<VersionDiff>();
  const [rollbackTo, setRollbackTo] = useState<number>();
  const [comment, setComment] = useState('');
  const [rollbackError, setRollbackError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    api.versions(tenant).then(
      (list) => {
        if (!current) return;
        setVersions(list);
        setError(undefined);
        const [newest, previous] = list;
        setTo((value) => value ?? newest?.version);
        setFrom((value) => value ?? previous?.version ?? newest?.version);
      },
      (failure: unknown) => current && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      current = false;
    };
  }, [api, tenant, refreshKey]);

  const compare = useCallback(async () => {
    if (from === undefined || to === undefined) return;
    try {
      setDiff(await api.diff(tenant, from, to));
      setError(undefined);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }, [api, tenant, from, to]);

  const rollback = async () => {
    if (rollbackTo === undefined) return;
    setBusy(true);
    try {
      const made = await api.rollback(tenant, { toVersion: rollbackTo, baseVersion: latestVersion, comment: comment.trim() || undefined });
      setRollbackTo(undefined);
      setComment('');
      setRollbackError(undefined);
      onRolledBack(made.version);
    } catch (failure) {
      setRollbackError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  const versionOptions = (versions ?? []).map((entry) => ({ value: entry.version, label: t('studio.history.versionLabel', { version: entry.version }) }));
  return (
    <Flex vertical gap={16}>
      {error && <Alert type="error" showIcon title={error} />}
      <Table<VersionSummary>
        rowKey="version"
        size="small"
        loading={versions === undefined && !error}
        dataSource={versions ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: t('studio.history.version'), dataIndex: 'version', render: (version: number) => version },
          { title: t('studio.history.author'), dataIndex: 'author' },
          { title: t('studio.history.time'), dataIndex: 'createdAt', render: (at: string) => formatTime(at, locale) },
          { title: t('studio.history.comment'), dataIndex: 'comment' },
          { title: t('studio.history.kind'), dataIndex: 'kind', render: (kind: string) => <Tag>{t(`studio.history.kinds.${kind}`)}</Tag> },
          { title: t('studio.history.files'), dataIndex: 'changedFiles', render: (files: string[]) => files.join(', ') },
          {
            title: t('studio.history.actions'),
            key: 'actions',
            render: (_: unknown, entry: VersionSummary) =>
              entry.version === latestVersion ? (
                <Tag color="green">{t('studio.history.current')}</Tag>
              ) : (
                <Button size="small" onClick={() => setRollbackTo(entry.version)} aria-label={t('studio.history.rollbackTo', { version: entry.version })}>
                  {t('studio.history.rollback')}
                </Button>
              ),
          },
        ]}
      />
      <Flex gap={8} align="center" wrap>
        <Typography.Text>{t('studio.diff.compare')}</Typography.Text>
        <Select aria-label={t('studio.diff.from')} value={from} options={versionOptions} onChange={setFrom} style={{ minWidth: 130 }} />
        <Typography.Text aria-hidden>→</Typography.Text>
        <Select aria-label={t('studio.diff.to')} value={to} options={versionOptions} onChange={setTo} style={{ minWidth: 130 }} />
        <Button onClick={() => void compare()} disabled={from === undefined || to === undefined}>
          {t('studio.diff.show')}
        </Button>
      </Flex>
      {diff && <DiffView diff={diff} />}
      <Modal
        open={rollbackTo !== undefined}
        title={t('studio.history.rollbackTitle', { version: rollbackTo ?? '' })}
        okText={t('studio.history.rollbackConfirm')}
        cancelText={t('studio.cancel')}
        confirmLoading={busy}
        onOk={() => void rollback()}
        onCancel={() => {
          setRollbackTo(undefined);
          setRollbackError(undefined);
        }}
      >
        <Typography.Paragraph>{t('studio.history.rollbackBody', { version: rollbackTo ?? '', latest: latestVersion })}</Typography.Paragraph>
        <Input.TextArea
          aria-label={t('studio.history.rollbackComment')}
          placeholder={t('studio.history.rollbackComment')}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
        {rollbackError && <Alert type="error" showIcon title={rollbackError} style={{ marginTop: 8 }} />}
      </Modal>
    </Flex>
  );
}

export function AuditLog({ api, tenant, locale, refreshKey }: { api: StudioApi; tenant: string; locale: string; refreshKey: number }) {
  const t = useStudioText();
  const [entries, setEntries] = useState<AuditEntry[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    let current = true;
    api.audit(tenant).then(
      (list) => current && setEntries(list),
      (failure: unknown) => current && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      current = false;
    };
  }, [api, tenant, refreshKey]);
  return (
    <Flex vertical gap={8}>
      {error && <Alert type="error" showIcon title={error} />}
      <Table<AuditEntry>
        rowKey={(entry) => `${entry.at}${entry.actor}${entry.action}${entry.version ?? ''}`}
        size="small"
        loading={entries === undefined && !error}
        dataSource={entries ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { title: t('studio.audit.at'), dataIndex: 'at', render: (at: string) => formatTime(at, locale) },
          { title: t('studio.audit.actor'), dataIndex: 'actor' },
          { title: t('studio.audit.action'), dataIndex: 'action' },
          { title: t('studio.audit.version'), dataIndex: 'version' },
          { title: t('studio.audit.files'), dataIndex: 'files', render: (files: string[]) => files.join(', ') },
        ]}
      />
    </Flex>
  );
}
