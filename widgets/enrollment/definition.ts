import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';

export interface EnrollmentProps {
  /** The journey file: config/journeys/<journey>.json (enrollment, password-reset). */
  journey: string;
  /** The page's heading (an invited member is greeted by name instead). */
  titleKey: string;
  /** The query value of `source` that marks a member coming from the mobile app (spec/3 §2). */
  mobileSource: string;
  /** The app stores' pages of the credit union's app, shown after enrolling on a computer; none configured shows no badge. */
  appStores: { apple?: string; google?: string };
}

export const enrollmentDefinition: WidgetDefinition<EnrollmentProps> = {
  id: 'enrollment',
  version: '1.0.0',
  title: 'Online access: enrollment and password reset',
  // The identification and create-account forms' fields (fields/).
  formWidgets: ['birth-date', 'new-password', 'terms-acceptance'],
  // What config/journeys/enrollment.json may name (enrollment.tsx provides them).
  journey: {
    steps: ['enrollment-notice', 'enrollment-confirmation'],
    actions: ['identify', 'verify-invitation', 'create-account', 'identify-for-reset', 'set-new-password'],
  },
  component: lazyWidget(() => import('./enrollment.js')),
};
