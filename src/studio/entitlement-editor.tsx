import { AutoComplete, Button, Card, Flex, Input, Select, Typography } from 'antd';
import { useId, useMemo } from 'react';
import { isRecord } from '../platform/index.js';
import { PRIVILEGES } from '../runtime/index.js';
import {
  changeKind,
  emptyPermission,
  knownPermissionNames,
  ruleFromJsonLogic,
  ruleToJsonLogic,
  type RuleKind,
  type RuleNode,
} from './entitlement-rule.js';
import { useStudioText } from './studio-text.js';

const kinds: RuleKind[] = ['permission', 'flag', 'all', 'any', 'not', 'always'];

interface Suggestions {
  resources: string[];
  functions: string[];
  flags: string[];
}

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

function RuleEditor({
  node,
  onChange,
  onRemove,
  suggestions,
  path,
}: {
  node: RuleNode;
  onChange: (node: RuleNode) => void;
  onRemove?: () => void;
  suggestions: Suggestions;
  /** Where the condition sits (`canX`, `canX › 2`): makes each control's accessible name unique. */
  path: string;
}) {
  const t = useStudioText();
  const kindOptions = (node.kind === 'other' ? [...kinds, 'other' as const] : kinds).map((kind) => ({
    value: kind,
    label: t(`studio.rules.kind.${kind}`),
  }));
  const label = (key: string) => `${t(key)} (${path})`;
  return (
    <div className="studio-rule" data-testid="rule-node" data-kind={node.kind}>
      <Flex gap={8} wrap align="center">
        <Select
          aria-label={label('studio.rules.kind.label')}
          value={node.kind}
          options={kindOptions}
          style={{ minWidth: 150 }}
          onChange={(kind: RuleKind) => onChange(changeKind(node, kind))}
        />
        {node.kind === 'permission' && (
          <>
            <AutoComplete
              aria-label={label('studio.rules.resource')}
              placeholder={t('studio.rules.resource')}
              value={node.resource}
              options={options(suggestions.resources)}
              style={{ minWidth: 150 }}
              onChange={(resource: string) => onChange({ ...node, resource })}
              filterOption={(input, option) => (option?.value ?? '').toLowerCase().includes(input.toLowerCase())}
            />
            <AutoComplete
              aria-label={label('studio.rules.function')}
              placeholder={t('studio.rules.function')}
              value={node.function}
              options={options(suggestions.functions)}
              style={{ minWidth: 150 }}
              onChange={(fn: string) => onChange({ ...node, function: fn })}
              filterOption={(input, option) => (option?.value ?? '').toLowerCase().includes(input.toLowerCase())}
            />
            <Select
              aria-label={label('studio.rules.privilege')}
              value={node.privilege}
              options={options(PRIVILEGES)}
              style={{ minWidth: 110 }}
              onChange={(privilege: string) => onChange({ ...node, privilege })}
            />
          </>
        )}
        {node.kind === 'flag' && (
          <AutoComplete
            aria-label={label('studio.rules.flag')}
            placeholder={t('studio.rules.flag')}
            value={node.name}
            options={options(suggestions.flags)}
            style={{ minWidth: 220 }}
            onChange={(name: string) => onChange({ ...node, name })}
          />
        )}
        {node.kind === 'always' && (
          <Select
            aria-label={label('studio.rules.alwaysValue')}
            value={node.value}
            options={[
              { value: true, label: t('studio.rules.allow') },
              { value: false, label: t('studio.rules.deny') },
            ]}
            style={{ minWidth: 110 }}
            onChange={(value: boolean) => onChange({ kind: 'always', value })}
          />
        )}
        {onRemove && (
          <Button size="small" onClick={onRemove} aria-label={label('studio.rules.removeCondition')}>
            {t('studio.rules.removeCondition')}
          </Button>
        )}
      </Flex>
      {node.kind === 'other' && (
        <>
          <Typography.Text type="warning">{t('studio.rules.otherHelp')}</Typography.Text>
          <pre className="studio-code">{JSON.stringify(node.raw, null, 2)}</pre>
        </>
      )}
      {(node.kind === 'all' || node.kind === 'any') && (
        <div className="studio-rule-children">
          {node.children.map((child, index) => (
            <RuleEditor
              // Conditions have no identity of their own; their place in the list is what they are.
              key={index}
              node={child}
              path={`${path} › ${index + 1}`}
              suggestions={suggestions}
              onChange={(next) => onChange({ ...node, children: node.children.map((old, at) => (at === index ? next : old)) })}
              onRemove={node.children.length > 1 ? () => onChange({ ...node, children: node.children.filter((_, at) => at !== index) }) : undefined}
            />
          ))}
          <Button size="small" type="dashed" onClick={() => onChange({ ...node, children: [...node.children, emptyPermission()] })}>
            {t('studio.rules.addCondition')}
          </Button>
        </div>
      )}
      {node.kind === 'not' && (
        <div className="studio-rule-children">
          <RuleEditor node={node.child} path={`${path} › 1`} suggestions={suggestions} onChange={(child) => onChange({ ...node, child })} />
        </div>
      )}
    </div>
  );
}

interface NamedRule {
  description: unknown;
  rule: unknown;
  [other: string]: unknown;
}

function RuleName({ name, names, onRename }: { name: string; names: readonly string[]; onRename: (name: string) => void }) {
  const t = useStudioText();
  const id = useId();
  return (
    <Flex gap={8} align="center">
      <label htmlFor={id}>{t('studio.rules.name')}</label>
      <Input
        id={id}
        defaultValue={name}
        style={{ maxWidth: 280 }}
        // Renamed on leaving the field: a half-typed name would otherwise collide or reorder the list.
        onBlur={(event) => {
          const next = event.target.value.trim();
          if (next && next !== name && !names.includes(next)) onRename(next);
          else event.target.value = name;
        }}
      />
    </Flex>
  );
}

/**
 * entitlements.json as named rules with a condition tree each (permission, flag, all of, any of,
 * not), instead of raw json-logic. Every change is written back as json-logic at once, so the raw
 * view, validation and preview see the same rules.
 */
export function EntitlementEditor({
  value,
  flags,
  onChange,
}: {
  value: unknown;
  /** Flag names from flags.json, offered for flag conditions. */
  flags: readonly string[];
  onChange: (value: Record<string, unknown>) => void;
}) {
  const t = useStudioText();
  const content = isRecord(value) ? value : {};
  const names = Object.keys(content).filter((name) => name !== '$schema');
  const trees = useMemo(() => {
    const rules = isRecord(value) ? value : {};
    return Object.fromEntries(
      Object.entries(rules)
        .filter(([name]) => name !== '$schema')
        .map(([name, rule]) => [name, ruleFromJsonLogic(isRecord(rule) ? rule.rule : undefined)]),
    );
  }, [value]);
  const suggestions = useMemo(() => ({ ...knownPermissionNames(Object.values(trees)), flags: [...flags] }), [trees, flags]);

  const setRule = (name: string, patch: Partial<NamedRule>) => {
    const current = isRecord(content[name]) ? content[name] : {};
    onChange({ ...content, [name]: { ...current, ...patch } });
  };
  const rename = (from: string, to: string) => {
    // Keeps the rule's place in the file, so the diff shows a rename, not a move.
    onChange(Object.fromEntries(Object.entries(content).map(([name, rule]) => [name === from ? to : name, rule])));
  };
  const remove = (name: string) => onChange(Object.fromEntries(Object.entries(content).filter(([other]) => other !== name)));
  const add = () => {
    let name = 'canDoSomethingNew';
    for (let index = 2; names.includes(name); index += 1) name = `canDoSomethingNew${index}`;
    onChange({ ...content, [name]: { description: t('studio.rules.newRuleDescription'), rule: ruleToJsonLogic(emptyPermission()) } });
  };

  return (
    <Flex vertical gap={12} data-testid="entitlement-editor">
      {names.map((name) => {
        const rule = isRecord(content[name]) ? content[name] : {};
        const tree = trees[name] ?? { kind: 'other', raw: undefined };
        return (
          <Card
            key={name}
            size="small"
            title={<RuleName name={name} names={names} onRename={(next) => rename(name, next)} />}
            extra={
              <Button size="small" danger onClick={() => remove(name)} aria-label={`${t('studio.rules.removeRule')} ${name}`}>
                {t('studio.rules.removeRule')}
              </Button>
            }
            data-testid={`rule-${name}`}
          >
            <Flex vertical gap={8}>
              <Input
                aria-label={`${t('studio.rules.description')} (${name})`}
                placeholder={t('studio.rules.description')}
                value={typeof rule.description === 'string' ? rule.description : ''}
                onChange={(event) => setRule(name, { description: event.target.value })}
              />
              <RuleEditor node={tree} path={name} suggestions={suggestions} onChange={(node) => setRule(name, { rule: ruleToJsonLogic(node) })} />
            </Flex>
          </Card>
        );
      })}
      <Button type="dashed" onClick={add}>
        {t('studio.rules.addRule')}
      </Button>
    </Flex>
  );
}
