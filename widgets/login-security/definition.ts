import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';

export interface LoginSecurityProps {
  /** Milliseconds between the username-changed notice and the sign-out (spec/2 §4: 1.5 s). */
  signOutDelayMs?: number;
}

export const loginSecurityDefinition: WidgetDefinition<LoginSecurityProps> = {
  id: 'login-security',
  version: '1.0.0',
  title: 'Login & Security: user id, member number, change password and username',
  component: lazyWidget(() => import('./login-security.js')),
  // The username and password rules the forms show (lengths, how many earlier passwords are refused).
  configFiles: ['enrollment'],
};
