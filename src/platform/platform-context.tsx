import { createContext, useContext, type ReactNode } from 'react';
import type { Session } from './auth.js';
import type { HttpClient } from './http.js';

export interface Platform {
  http: HttpClient;
  /** Absent in component tests that only need the http client. */
  session?: Session;
}

const PlatformContext = createContext<Platform | undefined>(undefined);

export function PlatformProvider({ platform, children }: { platform: Platform; children: ReactNode }) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform needs a <PlatformProvider> above it.');
  return platform;
}
