import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { resolveMessage, type MessageParams } from '../runtime/index.js';

/** Operator-facing wording is configuration too: the `studio.*` keys of the credit union's catalogue. */
const StudioTextContext = createContext<unknown>({});

export function StudioTextProvider({ messages, children }: { messages: unknown; children: ReactNode }) {
  return <StudioTextContext.Provider value={messages}>{children}</StudioTextContext.Provider>;
}

export type StudioText = (key: string, params?: MessageParams) => string;

export function useStudioText(): StudioText {
  const messages = useContext(StudioTextContext);
  return useCallback((key: string, params?: MessageParams) => resolveMessage(messages, key, params), [messages]);
}
