import { useMemo, type ComponentType, type ReactNode } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { Typography } from 'antd';
import useSWR from 'swr';
import { readInvitationGreeting, usePlatform } from '../../src/platform/index.js';
import { JourneyHost, useMessages, type FormWidget, type JourneyStepProps } from '../../src/runtime/index.js';
import type { EnrollmentProps } from './definition.js';
import { enrollmentActions, type EnrollmentContext } from './enrollment-actions.js';
import { BirthDateWidget } from './fields/birth-date.js';
import { NewPasswordWidget } from './fields/new-password.js';
import { TermsAcceptanceWidget } from './fields/terms-acceptance.js';
import { EnrollmentConfirmation } from './steps/enrollment-confirmation.js';
import { EnrollmentNotice } from './steps/enrollment-notice.js';
import './enrollment.css';

/** The step widgets config/journeys/enrollment.json may name (listed in definition.ts for config:check). */
const stepWidgets: Readonly<Record<string, ComponentType<JourneyStepProps>>> = {
  'enrollment-notice': EnrollmentNotice,
  'enrollment-confirmation': EnrollmentConfirmation,
};

const formWidgets: Readonly<Record<string, FormWidget>> = {
  'birth-date': BirthDateWidget,
  'new-password': NewPasswordWidget,
  'terms-acceptance': TermsAcceptanceWidget,
};

/**
 * Online access for visitors: Set Up Online Access (spec/3 §2, §4; config/journeys/enrollment.json)
 * and Reset Your Password (config/journeys/password-reset.json), each a visitor page hosting its journey.
 * `?uuid=` (the invitation route) switches to enrollment by invitation and greets the member by
 * name; `?source=mobile` marks a member from the app. The steps and their texts are the file's.
 */
export default function Enrollment({ journey, titleKey, mobileSource, appStores }: EnrollmentProps): ReactNode {
  const t = useMessages();
  const { http } = usePlatform();
  const { step } = useParams();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const uuid = search.get('uuid') ?? undefined;
  const mobile = search.get('source') === mobileSource;
  // The greeting is a courtesy: a failed read leaves the general title (spec/3 §7: errors swallowed).
  const greeting = useSWR(uuid === undefined ? null : ['enrollment-invitation', uuid], () => readInvitationGreeting(http, uuid as string), {
    shouldRetryOnError: false,
  });
  const context = useMemo<EnrollmentContext>(
    () => ({ mode: uuid === undefined ? 'self' : 'invitation', mobile, appStores, ...(uuid === undefined ? {} : { uuid }) }),
    [uuid, mobile, appStores],
  );
  const actions = useMemo(() => enrollmentActions(http), [http]);
  const query = [uuid === undefined ? undefined : `uuid=${encodeURIComponent(uuid)}`, mobile ? `source=${encodeURIComponent(mobileSource)}` : undefined]
    .filter(Boolean)
    .join('&');
  const basePath = (step === undefined ? pathname : pathname.slice(0, pathname.length - step.length - 1)).replace(/\/+$/, '');
  const name = greeting.data?.firstName || greeting.data?.lastName;

  return (
    <>
      <Typography.Title level={1} className="pb-enrollment-title">
        {name ? t('enrollment.welcome', { name }) : t(titleKey)}
      </Typography.Title>
      <JourneyHost
        journey={journey}
        step={step}
        basePath={basePath}
        query={query === '' ? undefined : `?${query}`}
        instance={uuid ?? 'self'}
        context={context}
        stepWidgets={stepWidgets}
        actions={actions}
        formWidgets={formWidgets}
      />
    </>
  );
}
