import { Alert, Badge, Button, Flex, Input, Menu, Modal, Tabs, Tag, Typography, message } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Spinner } from '../runtime/index.js';
import { clearDrafts, readDrafts, rebaseDrafts, removeDraft, saveDraft } from './drafts.js';
import { FileEditor, ProblemList } from './file-editor.js';
import { AuditLog, DiffView, HistoryPanel } from './history-panel.js';
import { PreviewPane } from './preview-pane.js';
import { StudioApiError, type FileContents, type StudioApi, type TenantFiles, type ValidationProblem, type VersionDiff } from './studio-api.js';
import { useStudioText } from './studio-text.js';

/** Quiet time after the last edit before the draft is validated on the server. */
const validateDelayMs = 500;

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface Base {
  version: number;
  contents: FileContents;
}

type Loaded = { latest: TenantFiles; base: Base; drafts: FileContents };

/** A publish refused because someone else published first: what they said, and the version to compare with. */
interface Conflict {
  message: string;
  currentVersion: number;
}

function flagNames(content: unknown): string[] {
  if (typeof content !== 'object' || content === null) return [];
  return Object.keys(content).filter((name) => name !== '$schema');
}

/** routes.json's context-selection path, while the draft of it still has one. */
function contextSelectionPathOf(routes: unknown): string | undefined {
  if (typeof routes !== 'object' || routes === null) return undefined;
  const path = (routes as { selectContextPath?: unknown }).selectContextPath;
  return typeof path === 'string' ? path : undefined;
}

/**
 * Loads the tenant's latest configuration and the operator's drafts. Drafts started from an older
 * version are offered on that version (its files are the base), so what the operator sees is what
 * they edited; they can then compare with the newer version and continue from it.
 */
async function loadWorkspace(api: StudioApi, tenant: string, storage: Storage): Promise<Loaded> {
  const latest = await api.files(tenant);
  const latestContents = Object.fromEntries(latest.files.map((file) => [file.path, file.content]));
  const stored = readDrafts(storage, tenant);
  const baseVersion = stored.reduce((newest, draft) => Math.max(newest, draft.baseVersion), 0) || latest.version;
  let base: Base = { version: latest.version, contents: latestContents };
  if (baseVersion !== latest.version) {
    try {
      const older = await api.version(tenant, baseVersion);
      base = { version: baseVersion, contents: { ...latestContents, ...older.files } };
    } catch {
      // That version is gone (another database): the drafts are offered on the latest one instead.
      rebaseDrafts(storage, tenant, baseVersion, latest.version);
    }
  }
  const drafts: FileContents = {};
  for (const draft of readDrafts(storage, tenant)) {
    if (draft.baseVersion === base.version && !sameJson(draft.content, base.contents[draft.path])) drafts[draft.path] = draft.content;
  }
  return { latest, base, drafts };
}

export function Workspace({ api, tenant, locale, storage = window.localStorage }: { api: StudioApi; tenant: string; locale: string; storage?: Storage }) {
  const t = useStudioText();
  const [notice, noticeHolder] = message.useMessage();
  const [loaded, setLoaded] = useState<Loaded>();
  const [loadError, setLoadError] = useState<string>();
  const [reloadKey, setReloadKey] = useState(0);
  const [selected, setSelected] = useState<string>();
  // The answer of the last validation and the draft it is about: while they differ, a check is due.
  const [validation, setValidation] = useState<{ of: FileContents; problems: ValidationProblem[]; error?: string }>();
  const [parseErrors, setParseErrors] = useState<Record<string, string>>({});
  const [publishOpen, setPublishOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [publishing, setPublishing] = useState(false);
  const [conflict, setConflict] = useState<Conflict>();
  const [refused, setRefused] = useState<ValidationProblem[]>([]);
  const [publishError, setPublishError] = useState<string>();
  const [theirChanges, setTheirChanges] = useState<VersionDiff>();
  const [tab, setTab] = useState('edit');

  useEffect(() => {
    let current = true;
    loadWorkspace(api, tenant, storage).then(
      (result) => {
        if (!current) return;
        setLoaded(result);
        setLoadError(undefined);
        setSelected((path) => path ?? result.latest.files[0]?.path);
      },
      (failure: unknown) => current && setLoadError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      current = false;
    };
  }, [api, tenant, storage, reloadKey]);

  const allFiles = useMemo<FileContents | undefined>(() => loaded && { ...loaded.base.contents, ...loaded.drafts }, [loaded]);

  // The server checks the latest version with the edited files in their place (only those are sent),
  // exactly as a publish would store it.
  const drafts = loaded?.drafts;
  useEffect(() => {
    if (!allFiles || !drafts) return;
    let current = true;
    const timer = setTimeout(() => {
      api.validate(tenant, drafts).then(
        (result) => current && setValidation({ of: allFiles, problems: result.errors }),
        (failure: unknown) =>
          current && setValidation({ of: allFiles, problems: [], error: failure instanceof Error ? failure.message : String(failure) }),
      );
    }, validateDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, tenant, allFiles, drafts]);

  const edit = useCallback(
    (path: string, content: unknown) => {
      setLoaded((state) => {
        if (!state) return state;
        const key = { tenant, baseVersion: state.base.version, path };
        const drafts = { ...state.drafts };
        if (sameJson(content, state.base.contents[path])) {
          delete drafts[path];
          removeDraft(storage, key);
        } else {
          drafts[path] = content;
          saveDraft(storage, key, content);
        }
        return { ...state, drafts };
      });
      setRefused([]);
    },
    [storage, tenant],
  );

  // Going back to the base content is the edit that drops the draft.
  const discard = (path: string) => {
    if (!loaded) return;
    setParseErrors(({ [path]: _dropped, ...rest }) => rest);
    edit(path, loaded.base.contents[path]);
  };

  if (loadError) return <Alert type="error" showIcon title={t('studio.loadFailed')} description={loadError} />;
  if (!loaded || !allFiles) return <Spinner label={t('studio.loading')} />;

  const { latest, base } = loaded;
  const edited = Object.keys(loaded.drafts);
  const validating = validation?.of !== allFiles;
  // While a new check runs, the last answer still stands (an invalid draft stays blocked).
  const problems = validation?.problems ?? [];
  const validationError = validating ? undefined : validation?.error;
  const stale = base.version !== latest.version;
  const parseProblems: ValidationProblem[] = Object.entries(parseErrors).map(([file, text]) => ({ file, pointer: '', message: text }));
  const reasons: string[] = [];
  if (edited.length === 0) reasons.push(t('studio.publish.noChanges'));
  if (validating) reasons.push(t('studio.publish.checking'));
  const blocking = [...parseProblems, ...problems];
  const canPublish = reasons.length === 0 && blocking.length === 0 && !validationError;
  const file = latest.files.find((entry) => entry.path === selected);
  // config:check names a tenant's overlaid file with both layers (`menu.json + tenants/x/menu.json`).
  const problemsOf = (path: string) => problems.filter((problem) => problem.file === path || problem.file.startsWith(`${path} `));

  const publish = async () => {
    if (!comment.trim()) return;
    setPublishing(true);
    setPublishError(undefined);
    try {
      const made = await api.publish(tenant, { baseVersion: base.version, comment: comment.trim(), files: loaded.drafts });
      clearDrafts(storage, tenant, base.version);
      setPublishOpen(false);
      setComment('');
      setConflict(undefined);
      setRefused([]);
      void notice.success(t('studio.publish.done', { version: made.version }));
      setReloadKey((key) => key + 1);
    } catch (failure) {
      setPublishOpen(false);
      if (failure instanceof StudioApiError && failure.status === 409) {
        setConflict({ message: failure.message, currentVersion: failure.currentVersion ?? latest.version });
      } else if (failure instanceof StudioApiError && failure.status === 422) {
        setRefused(failure.problems.length > 0 ? failure.problems : [{ file: '', pointer: '', message: failure.message }]);
      } else setPublishError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPublishing(false);
    }
  };

  const newerVersion = conflict?.currentVersion ?? (stale ? latest.version : undefined);
  const showTheirChanges = async () => {
    if (newerVersion === undefined) return;
    try {
      setTheirChanges(await api.diff(tenant, base.version, newerVersion));
    } catch (failure) {
      setPublishError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  const continueFromLatest = () => {
    rebaseDrafts(storage, tenant, base.version, newerVersion ?? latest.version);
    setConflict(undefined);
    setReloadKey((key) => key + 1);
  };

  const editor = (
    <Flex vertical gap={12}>
      <Flex gap={12} align="center" wrap className="studio-toolbar">
        <Typography.Text data-testid="base-version">{t('studio.version', { version: base.version })}</Typography.Text>
        {edited.length > 0 && <Tag color="blue">{t('studio.editedCount', { count: edited.length })}</Tag>}
        {validating && <Spinner size="small" label={t('studio.publish.checking')} />}
        <Button type="primary" disabled={!canPublish} onClick={() => setPublishOpen(true)}>
          {t('studio.publish.button')}
        </Button>
      </Flex>
      {(conflict || stale) && newerVersion !== undefined && (
        <Alert
          type="warning"
          showIcon
          data-testid="conflict"
          title={conflict ? conflict.message : t('studio.conflict.stale', { base: base.version, latest: newerVersion })}
          description={t('studio.conflict.kept')}
          action={
            <Flex vertical gap={4}>
              <Button size="small" onClick={() => void showTheirChanges()}>
                {t('studio.conflict.viewChanges')}
              </Button>
              <Button size="small" onClick={continueFromLatest}>
                {t('studio.conflict.continue', { version: newerVersion })}
              </Button>
            </Flex>
          }
        />
      )}
      {publishError && <Alert type="error" showIcon title={publishError} closable onClose={() => setPublishError(undefined)} />}
      {validationError && <Alert type="error" showIcon title={t('studio.validateFailed')} description={validationError} />}
      {refused.length > 0 && (
        <Alert type="error" showIcon title={t('studio.publish.refused')} description={<ProblemList problems={refused} showFile />} />
      )}
      {edited.length > 0 && blocking.length > 0 && (
        <Alert
          type="error"
          showIcon
          data-testid="publish-blocked"
          title={t('studio.publish.blocked')}
          description={<ProblemList problems={blocking} showFile />}
        />
      )}
      {!canPublish && blocking.length === 0 && (
        <Typography.Text type="secondary" data-testid="publish-reasons">
          {reasons.join(' ')}
        </Typography.Text>
      )}
      <div className="studio-panes">
        <nav aria-label={t('studio.files.heading')} className="studio-files">
          <Menu
            mode="inline"
            selectedKeys={selected ? [selected] : []}
            onClick={({ key }) => setSelected(key)}
            items={latest.files.map((entry) => {
              const count = problemsOf(entry.path).length + (parseErrors[entry.path] ? 1 : 0);
              return {
                key: entry.path,
                label: (
                  <Flex justify="space-between" align="center" gap={4}>
                    <span>{entry.path}</span>
                    <span>
                      {entry.path in loaded.drafts && <Tag color="blue">{t('studio.files.edited')}</Tag>}
                      {count > 0 && <Badge count={count} aria-label={t('studio.files.problems', { count })} />}
                    </span>
                  </Flex>
                ),
              };
            })}
          />
        </nav>
        <section className="studio-editor" aria-label={file?.path}>
          {file && (
            <>
              <Flex justify="space-between" align="center">
                <Typography.Title level={2} className="studio-section-title">
                  {typeof file.schema.title === 'string' ? file.schema.title : file.path} <code>{file.path}</code>
                </Typography.Title>
                {file.path in loaded.drafts && (
                  <Button size="small" onClick={() => discard(file.path)}>
                    {t('studio.files.discard')}
                  </Button>
                )}
              </Flex>
              {typeof file.schema.description === 'string' && <Typography.Paragraph type="secondary">{file.schema.description}</Typography.Paragraph>}
              <FileEditor
                key={`${file.path}@${base.version}`}
                file={file}
                value={allFiles[file.path]}
                problems={problemsOf(file.path)}
                flags={flagNames(allFiles['flags.json'])}
                onChange={(content) => edit(file.path, content)}
                onParseError={(text) =>
                  setParseErrors(({ [file.path]: _old, ...rest }) => (text === undefined ? rest : { ...rest, [file.path]: text }))
                }
              />
            </>
          )}
        </section>
        <PreviewPane api={api} tenant={tenant} files={loaded.drafts} contextSelectionPath={contextSelectionPathOf(allFiles?.['routes.json'])} />
      </div>
    </Flex>
  );

  return (
    <>
      {noticeHolder}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'edit', label: t('studio.tabs.edit'), children: editor },
          {
            key: 'history',
            label: t('studio.tabs.history'),
            children: (
              <HistoryPanel
                api={api}
                tenant={tenant}
                latestVersion={latest.version}
                locale={locale}
                refreshKey={reloadKey}
                onRolledBack={(version) => {
                  void notice.success(t('studio.history.rolledBack', { version }));
                  setReloadKey((key) => key + 1);
                }}
              />
            ),
          },
          { key: 'audit', label: t('studio.tabs.audit'), children: <AuditLog api={api} tenant={tenant} locale={locale} refreshKey={reloadKey} /> },
        ]}
      />
      <Modal
        open={publishOpen}
        title={t('studio.publish.title')}
        okText={t('studio.publish.confirm')}
        cancelText={t('studio.cancel')}
        okButtonProps={{ disabled: !comment.trim() }}
        confirmLoading={publishing}
        onOk={() => void publish()}
        onCancel={() => setPublishOpen(false)}
      >
        <Typography.Paragraph>{t('studio.publish.body', { files: edited.join(', '), version: base.version })}</Typography.Paragraph>
        <Input.TextArea
          aria-label={t('studio.publish.comment')}
          placeholder={t('studio.publish.commentHint')}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </Modal>
      <Modal
        open={theirChanges !== undefined}
        title={t('studio.conflict.theirChanges')}
        footer={null}
        width={900}
        onCancel={() => setTheirChanges(undefined)}
      >
        {theirChanges && <DiffView diff={theirChanges} />}
      </Modal>
    </>
  );
}
