/** The three sandbox servers the browser tests run against (see playwright.config.ts). */
export const ports = { standard: 8181, shortSession: 8182, brokenConfig: 8183 } as const;

/** app.session of the short-session server: the warning after 10 s, a 5 s countdown. */
export const shortSession = { inactivitySeconds: 10, warningSeconds: 5 } as const;
