import { createContext, use, useCallback, useMemo, type ReactNode } from 'react';
import type { ConfigBundle } from '../config-checks/index.js';
import { evaluateEntitlement, type EntitlementFacts } from './entitlements.js';
import { resolveMessage, type MessageParams } from './messages.js';
import type { WidgetRegistry } from './widget-registry.js';

/** What the guards need to know about the member's session; the shell keeps it current. */
export interface RuntimeSession {
  readonly isAuthenticated: boolean;
  /** A service-agreement context has been chosen and validated. */
  readonly hasContext: boolean;
  /** The credit union's current terms wait for the member's acceptance (routes.json consentPath). */
  readonly termsPending?: boolean;
}

export interface RuntimeValue {
  readonly config: ConfigBundle;
  readonly registry: WidgetRegistry;
  /** Undefined while permissions and flags are still loading. */
  readonly facts: EntitlementFacts | undefined;
  readonly session: RuntimeSession;
}

const RuntimeContext = createContext<RuntimeValue | null>(null);

export interface RuntimeProviderProps extends RuntimeValue {
  readonly children?: ReactNode;
}

/** Gives everything below it the validated configuration, the registry, the facts and the session. */
export function RuntimeProvider({ config, registry, facts, session, children }: RuntimeProviderProps): ReactNode {
  const { isAuthenticated, hasContext, termsPending = false } = session;
  const value = useMemo<RuntimeValue>(
    () => ({ config, registry, facts, session: { isAuthenticated, hasContext, termsPending } }),
    [config, registry, facts, isAuthenticated, hasContext, termsPending],
  );
  return <RuntimeContext value={value}>{children}</RuntimeContext>;
}

/** @throws outside a RuntimeProvider: every runtime component needs one. */
export function useRuntime(): RuntimeValue {
  const value = use(RuntimeContext);
  if (value === null) throw new Error('useRuntime must be used inside <RuntimeProvider>');
  return value;
}

export type Translate = (key: string, params?: MessageParams) => string;

/** `t(key, params)` over the configured message catalogue. */
export function useMessages(): Translate {
  const { messages } = useRuntime().config;
  return useCallback<Translate>((key, params) => resolveMessage(messages, key, params), [messages]);
}

/** Whether the named entitlement holds for the member now (false while facts load). */
export function useEntitlement(name: string): boolean {
  const { config, facts } = useRuntime();
  return evaluateEntitlement(config.entitlements, name, facts);
}

/** Whether a remote flag is on (exactly `true`). */
export function useFlag(name: string): boolean {
  const { facts } = useRuntime();
  return facts !== undefined && Object.hasOwn(facts.flags, name) && facts.flags[name] === true;
}
