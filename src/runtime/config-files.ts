/**
 * The shell's configuration files: every tenant must have them, and the app checks them against
 * their schemas before it starts. Every other file (a journey's: property-cards, transactions,
 * payments, ...) is checked when a widget that declares it in `configFiles` first renders, and by
 * `npm run config:check`; so the first screen ships only these files' validators
 * (scripts/compile-schemas.ts compiles each schema into a module of its own).
 */
export const REQUIRED_FILES = ['app', 'routes', 'menu', 'entitlements', 'flags', 'messages'] as const;

export type ShellConfigFile = (typeof REQUIRED_FILES)[number];
