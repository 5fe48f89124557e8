import { createContext, useContext, type ReactNode } from 'react';
import type { ServiceAgreement } from '../platform/index.js';

/** A message for the global error state (spec/1 §8), optionally with a link. */
export interface GlobalErrorReport {
  message: string;
  link?: { href: string; label: string };
}

/** What the shell's pieces share: the session's context and the member-wide actions. */
export interface Shell {
  /** The validated service-agreement context, once there is one. */
  serviceAgreement: ServiceAgreement | undefined;
  /** Called by the context selector after the platform accepted a context and it validated. */
  contextChosen(serviceAgreement: ServiceAgreement): void;
  logout(): void;
  /** The credit union's after-login overlays are due: a context was just chosen (spec/1 §2). */
  afterLoginDue: boolean;
  /** Called once the due overlays were shown (or there were none to show). */
  afterLoginShown(): void;
  reportGlobalError(report: GlobalErrorReport): void;
  clearGlobalError(): void;
  globalError: GlobalErrorReport | undefined;
}

const ShellContext = createContext<Shell | undefined>(undefined);

export function ShellProvider({ shell, children }: { shell: Shell; children: ReactNode }) {
  return <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>;
}

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell needs a <ShellProvider> above it.');
  return shell;
}
