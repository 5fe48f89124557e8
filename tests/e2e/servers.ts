/**
 * The sandbox servers the browser tests run against (see playwright.config.ts).
 * PASSBOOK_E2E_PORT_BASE moves them all, so two runs can share a machine.
 */
const base = Number(process.env.PASSBOOK_E2E_PORT_BASE ?? 8181);
export const ports = {
  standard: base,
  shortSession: base + 1,
  brokenConfig: base + 2,
  tenants: base + 3,
  studio: base + 4,
  selfService: base + 5,
} as const;

/** The tenant the tenants server serves whatever the host (TENANT), from the same build as the others. */
export const secondTenant = 'mesa-peak';

/** app.session of the short-session server: the warning after 10 s, a 5 s countdown. */
export const shortSession = { inactivitySeconds: 10, warningSeconds: 5 } as const;

/** sign-in.json recentSignInMinutes of the self-service server: a change after a minute asks for the password again. */
export const recentSignInMinutes = 1;
