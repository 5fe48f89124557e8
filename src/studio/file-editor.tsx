import Form from '@rjsf/antd';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { Alert, Flex, Input, Tabs, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { isRecord } from '../platform/index.js';
import { EntitlementEditor } from './entitlement-editor.js';
import { errorSchemaOf } from './error-schema.js';
import { serverSideValidator } from './schema-validator.js';
import type { ConfigFile, ValidationProblem } from './studio-api.js';
import { useStudioText } from './studio-text.js';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** How many entries of a long map (the wording catalogue) the form shows at once. */
const mapPageSize = 40;

/**
 * A file whose schema is a map (every key allowed, one schema for all values, as in the wording
 * catalogue): hundreds of fields in one form help nobody, so the form shows the entries whose key
 * matches a filter.
 */
function isMapSchema(schema: Record<string, unknown>): boolean {
  const fixed = isRecord(schema.properties) ? Object.keys(schema.properties).filter((name) => name !== '$schema') : [];
  return isRecord(schema.additionalProperties) && fixed.length === 0;
}

const uiSchema: UiSchema = {
  $schema: { 'ui:widget': 'hidden' },
  'ui:submitButtonOptions': { norender: true },
};

/** The part of a map the filter shows, and how to write an edit of that part back into the whole. */
function mapSlice(content: Record<string, unknown>, filter: string) {
  const needle = filter.trim().toLowerCase();
  const keys = Object.keys(content).filter((key) => key !== '$schema' && (needle === '' || key.toLowerCase().includes(needle)));
  const shown = keys.slice(0, mapPageSize);
  const data = Object.fromEntries(shown.map((key) => [key, content[key]]));
  const merge = (edited: Record<string, unknown>) => {
    const visible = new Set(shown);
    const merged: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(content)) {
      if (!visible.has(key)) merged[key] = value;
      else if (key in edited) merged[key] = edited[key];
    }
    // Added or renamed entries go at the end.
    for (const [key, value] of Object.entries(edited)) if (!(key in merged)) merged[key] = value;
    return merged;
  };
  return { total: keys.length, data, merge };
}

function SchemaForm({
  file,
  value,
  problems,
  onChange,
}: {
  file: ConfigFile;
  value: unknown;
  problems: readonly ValidationProblem[];
  onChange: (content: unknown) => void;
}) {
  const t = useStudioText();
  const [filter, setFilter] = useState('');
  // rjsf reports a change when it first fills in schema defaults; only what the operator does is an edit.
  const touched = useRef(false);
  const map = isMapSchema(file.schema) && isRecord(value) ? mapSlice(value, filter) : undefined;
  const extraErrors = useMemo(() => errorSchemaOf(problems), [problems]);
  const formData = map ? map.data : value;
  return (
    <Flex
      vertical
      gap={8}
      onKeyDownCapture={() => (touched.current = true)}
      onPointerDownCapture={() => (touched.current = true)}
      onPasteCapture={() => (touched.current = true)}
      onInputCapture={() => (touched.current = true)}
    >
      {map && (
        <>
          <Input.Search
            allowClear
            aria-label={t('studio.editor.filter')}
            placeholder={t('studio.editor.filter')}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
          <Typography.Text type="secondary" data-testid="map-count">
            {t('studio.editor.filterCount', { shown: Object.keys(map.data).length, total: map.total })}
          </Typography.Text>
        </>
      )}
      <Form
        // A new filter is a new set of fields; rjsf keeps field state per mount.
        key={map ? `map:${filter}` : 'form'}
        schema={file.schema as RJSFSchema}
        uiSchema={uiSchema}
        formData={formData}
        validator={serverSideValidator}
        extraErrors={extraErrors}
        showErrorList={false}
        noHtml5Validate
        onChange={(event) => {
          if (!touched.current) return;
          const next = map && isRecord(event.formData) ? map.merge(event.formData) : event.formData;
          if (!sameJson(next, value)) onChange(next);
        }}
      />
    </Flex>
  );
}

function RawJson({
  path,
  value,
  problems,
  onChange,
  onParseError,
}: {
  path: string;
  value: unknown;
  problems: readonly ValidationProblem[];
  onChange: (content: unknown) => void;
  onParseError: (message: string | undefined) => void;
}) {
  const t = useStudioText();
  const [typed, setTyped] = useState(() => ({ text: JSON.stringify(value, null, 2), value }));
  const [parseError, setParseError] = useState<string>();
  // An edit made in another view replaces the text; the operator's own typing (which parses to the
  // same value) is left as typed. Adjusted while rendering, so the text never shows a stale value.
  if (typed.value !== value) {
    let keep = false;
    try {
      keep = sameJson(JSON.parse(typed.text), value);
    } catch {
      // Text that does not parse is the operator's work in progress; a change elsewhere wins.
    }
    setTyped({ text: keep ? typed.text : JSON.stringify(value, null, 2), value });
  }
  const text = typed.text;
  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        aria-label={t('studio.editor.rawLabel', { file: path })}
        value={text}
        spellCheck={false}
        autoSize={{ minRows: 16, maxRows: 40 }}
        className="studio-code"
        onChange={(event) => {
          const next = event.target.value;
          setTyped((state) => ({ ...state, text: next }));
          try {
            const parsed: unknown = JSON.parse(next);
            setParseError(undefined);
            onParseError(undefined);
            if (!sameJson(parsed, value)) onChange(parsed);
          } catch (error) {
            const message = t('studio.editor.notJson', { reason: error instanceof Error ? error.message : String(error) });
            setParseError(message);
            onParseError(message);
          }
        }}
      />
      {parseError && <Alert type="error" showIcon title={parseError} />}
      <ProblemList problems={problems} />
    </Flex>
  );
}

/** Problems as config:check prints them: file, JSON pointer, message. */
export function ProblemList({ problems, showFile = false }: { problems: readonly ValidationProblem[]; showFile?: boolean }) {
  const t = useStudioText();
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="studio-problems" data-testid="problem-list">
      <Typography.Text strong>{t('studio.problems.heading', { count: problems.length })}</Typography.Text>
      <ul>
        {problems.map((problem, index) => (
          <li key={`${problem.file}${problem.pointer}${index}`}>
            {showFile && <code>{problem.file}</code>} <code>{problem.pointer || '/'}</code> {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One configuration file: a form generated from its JSON Schema (the readable rule editor for
 * entitlements.json) and the raw JSON, both editing the same draft and showing the server's
 * problems of this file at their JSON pointers.
 */
export function FileEditor({
  file,
  value,
  problems,
  flags,
  onChange,
  onParseError,
}: {
  file: ConfigFile;
  value: unknown;
  problems: readonly ValidationProblem[];
  flags: readonly string[];
  onChange: (content: unknown) => void;
  onParseError: (message: string | undefined) => void;
}) {
  const t = useStudioText();
  const [tab, setTab] = useState('form');
  const rules = file.path === 'entitlements.json';
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      items={[
        {
          key: 'form',
          label: rules ? t('studio.editor.rulesTab') : t('studio.editor.formTab'),
          children: rules ? (
            <>
              <ProblemList problems={problems} />
              <EntitlementEditor value={value} flags={flags} onChange={onChange} />
            </>
          ) : (
            <SchemaForm file={file} value={value} problems={problems} onChange={onChange} />
          ),
        },
        {
          key: 'raw',
          label: t('studio.editor.rawTab'),
          children: <RawJson path={file.path} value={value} problems={problems} onChange={onChange} onParseError={onParseError} />,
        },
      ]}
    />
  );
}
