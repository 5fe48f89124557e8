export { App, ThemedRoot } from './app.js';
export { MainLayout } from './main-layout.js';
export { SelectContextPage } from './select-context-page.js';
export { StartSignIn } from './start-sign-in.js';
export { FullPageStatus } from './full-page-status.js';
export { useShell, type GlobalErrorReport } from './shell-context.js';
