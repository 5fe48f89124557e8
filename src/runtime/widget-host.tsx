import { Alert, Button } from 'antd';
import { Component, Suspense, useEffect, useMemo, useReducer, useState, type ErrorInfo, type ReactNode } from 'react';
import { checkConfigFiles, describeSchemaErrors, finishedConfigCheck, type ConfigError, type LocatedMessage } from '../config-checks/index.js';
import { useMessages, useRuntime } from './runtime-context.js';
import { preloadWidget, type AnyWidgetDefinition, type WidgetRegistry } from './widget-registry.js';
import { Spinner } from './loading.js';

export interface WidgetReference {
  readonly widget: string;
  readonly props?: Readonly<Record<string, unknown>>;
  readonly widgetVersion?: string;
}

export type WidgetResolution =
  | { readonly kind: 'ready'; readonly definition: AnyWidgetDefinition; readonly props: Record<string, unknown> }
  | { readonly kind: 'validator-loading'; readonly widget: string }
  | { readonly kind: 'unknown-widget'; readonly widget: string; readonly knownIds: readonly string[] }
  | { readonly kind: 'invalid-props'; readonly widget: string; readonly errors: readonly LocatedMessage[] };

/**
 * How a route's widget reference becomes something to render. The order, in one place:
 *
 * 1. Look the id up in the registry; not registered → `unknown-widget` (with the known ids).
 * 2. Copy the props from config (never mutate config); when the route pins a `widgetVersion`
 *    other than the registered `version` and the widget has `migrateProps`, migrate them.
 * 3. Validate with the widget's precompiled props validator, which also fills in the defaults its
 *    schema declares; not downloaded yet → `validator-loading` (WidgetHost downloads it, then
 *    resolves again); no validator compiled from the current schema, a failing migration or
 *    invalid props → `invalid-props`.
 * 4. Otherwise `ready` with the defaulted props.
 */
export function resolveWidget(registry: WidgetRegistry, reference: WidgetReference): WidgetResolution {
  const definition = registry.getIfExists(reference.widget);
  if (definition === undefined) return { kind: 'unknown-widget', widget: reference.widget, knownIds: registry.ids() };
  let props: unknown = structuredClone(reference.props ?? {});
  if (reference.widgetVersion !== undefined && reference.widgetVersion !== definition.version && definition.migrateProps !== undefined) {
    try {
      props = definition.migrateProps(props);
    } catch (error) {
      const message = `migrating props from version ${reference.widgetVersion} failed: ${error instanceof Error ? error.message : String(error)}`;
      return { kind: 'invalid-props', widget: reference.widget, errors: [{ pointer: '', message }] };
    }
  }
  if (registry.validatorState(reference.widget) === 'unloaded') return { kind: 'validator-loading', widget: reference.widget };
  const validate = registry.propsValidator(reference.widget);
  if (validate === undefined) {
    const message = `no props validator compiled from the current schema (${registry.validatorState(reference.widget)}); run npx tsx scripts/compile-schemas.ts`;
    return { kind: 'invalid-props', widget: reference.widget, errors: [{ pointer: '', message }] };
  }
  if (!validate(props)) return { kind: 'invalid-props', widget: reference.widget, errors: describeSchemaErrors(validate.errors ?? []) };
  return { kind: 'ready', definition, props: props as Record<string, unknown> };
}

export interface WidgetPlaceholderProps {
  readonly title: string;
  readonly detail: string;
  readonly action?: ReactNode;
}

/** The visible stand-in for a widget that cannot render: the page around it keeps working. */
export function WidgetPlaceholder({ title, detail, action }: WidgetPlaceholderProps): ReactNode {
  return <Alert type="warning" showIcon role="alert" title={title} description={detail} action={action} />;
}

interface BoundaryProps {
  readonly widget: string;
  readonly fallback: (retry: () => void) => ReactNode;
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly failed: boolean;
}

/** Catches a crashing widget so it never blanks the page; a retry mounts it afresh. */
class WidgetErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Widget "${this.props.widget}" failed`, error, info.componentStack);
  }

  private readonly retry = (): void => this.setState({ failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

interface ConfigFilesGateProps {
  readonly widget: string;
  readonly files: readonly string[];
  readonly children: ReactNode;
}

/** The spinner while a widget or its checks load, named for screen readers. */
function WidgetLoading(): ReactNode {
  const t = useMessages();
  return (
    <div role="status" aria-label={t('runtime.loading')}>
      <Spinner />
    </div>
  );
}

/**
 * Renders the widget only once the journey's config files passed their schemas (boot checked the
 * shell's files only); an invalid file shows its errors in the widget's place, as config:check
 * prints them. While the validators download it shows the widget's loading state. (State and an
 * effect rather than suspending on the promise: tests then need no awaited act around render.)
 */
function ConfigFilesGate({ widget, files, children }: ConfigFilesGateProps): ReactNode {
  const { config, registry } = useRuntime();
  const t = useMessages();
  const [checked, setChecked] = useState<{ errors?: readonly ConfigError[]; failure?: unknown }>(() => ({ errors: finishedConfigCheck(config, files) }));
  const done = checked.errors !== undefined;
  useEffect(() => {
    if (done) return undefined;
    let current = true;
    // The widget's chunk downloads while its validators do, not after them.
    preloadWidget(registry, widget);
    checkConfigFiles(config, files).then(
      (errors) => current && setChecked({ errors }),
      (failure: unknown) => current && setChecked({ failure }),
    );
    return () => {
      current = false;
    };
  }, [config, files, registry, widget, done]);
  // A validator that failed to download is a widget that failed to load: its error boundary shows it.
  if (checked.failure !== undefined) throw checked.failure;
  if (checked.errors === undefined) return <WidgetLoading />;
  if (checked.errors.length === 0) return children;
  return (
    <WidgetPlaceholder
      title={t('runtime.configError.heading')}
      detail={checked.errors.map((error) => `${error.file}  ${error.pointer || '/'}  ${error.message}`).join('; ')}
    />
  );
}

/**
 * Downloads a widget's props validator, showing the widget's loading state meanwhile (usually it
 * is on its way already: preloadWidget starts it with the widget's chunk). A failed download is a
 * widget that failed to load: its error boundary shows it, and its retry downloads again.
 */
function PropsValidatorDownload({ widget, onLoaded }: { readonly widget: string; readonly onLoaded: () => void }): ReactNode {
  const { registry } = useRuntime();
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    let current = true;
    registry.loadPropsValidator(widget).then(
      () => current && onLoaded(),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [registry, widget, onLoaded]);
  if (failure !== undefined) throw failure.error;
  return <WidgetLoading />;
}

/** The widget behind WidgetHost; `onValidatorLoaded` once its props validator has downloaded. */
function HostedWidget({ widget, props, widgetVersion, onValidatorLoaded }: WidgetReference & { readonly onValidatorLoaded: () => void }): ReactNode {
  const { registry } = useRuntime();
  const t = useMessages();
  const resolution = useMemo(
    () => resolveWidget(registry, widgetVersion === undefined ? { widget, props } : { widget, props, widgetVersion }),
    [registry, widget, props, widgetVersion],
  );
  const crashed = (retry: () => void) => (
    <WidgetPlaceholder
      title={t('runtime.widget.crashed.title')}
      detail={t('runtime.widget.crashed.detail')}
      action={<Button onClick={retry}>{t('runtime.widget.crashed.retry')}</Button>}
    />
  );
  if (resolution.kind === 'validator-loading') {
    return (
      <WidgetErrorBoundary widget={widget} fallback={crashed}>
        <PropsValidatorDownload widget={widget} onLoaded={onValidatorLoaded} />
      </WidgetErrorBoundary>
    );
  }
  if (resolution.kind === 'unknown-widget') {
    return (
      <WidgetPlaceholder
        title={t('runtime.widget.unknown.title')}
        detail={t('runtime.widget.unknown.detail', { widget, known: resolution.knownIds.join(', ') })}
      />
    );
  }
  if (resolution.kind === 'invalid-props') {
    const errors = resolution.errors.map((error) => `${error.pointer || '/'} ${error.message}`).join('; ');
    return <WidgetPlaceholder title={t('runtime.widget.invalidProps.title')} detail={t('runtime.widget.invalidProps.detail', { widget, errors })} />;
  }
  const Widget = resolution.definition.component;
  const configFiles = resolution.definition.configFiles;
  return (
    <WidgetErrorBoundary widget={widget} fallback={crashed}>
      <Suspense fallback={<WidgetLoading />}>
        {configFiles === undefined || configFiles.length === 0 ? (
          <Widget {...resolution.props} />
        ) : (
          <ConfigFilesGate widget={widget} files={configFiles}>
            <Widget {...resolution.props} />
          </ConfigFilesGate>
        )}
      </Suspense>
    </WidgetErrorBoundary>
  );
}

/**
 * Renders a registered widget by id: lazily loaded, props checked (its validator downloads with
 * it), its config files checked (`configFiles`), inside its own error boundary.
 */
export function WidgetHost(reference: WidgetReference): ReactNode {
  // Bumped when the props validator has downloaded: the widget is resolved afresh (a new key),
  // which replaces only the loading state shown meanwhile.
  const [validatorsLoaded, validatorLoaded] = useReducer((count: number) => count + 1, 0);
  return <HostedWidget key={validatorsLoaded} {...reference} onValidatorLoaded={validatorLoaded} />;
}
