import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Flex, Typography } from 'antd';
import { useMessages, useRuntime, type JourneyStepProps } from '../../../src/runtime/index.js';

/** The app's store pages (the widget's props), passed to the step through the journey's context. */
export interface AppStores {
  readonly apple?: string;
  readonly google?: string;
}

/**
 * Step 3 (spec/3 §2): the account is ready; 'Log in to your account' starts the sign-in. A member
 * on a computer also sees where to get the app; one who came from the app is told to sign in
 * there (the file's props name the texts: `mobile` true for that variant).
 */
export function EnrollmentConfirmation({ props, facts }: JourneyStepProps): ReactNode {
  const t = useMessages();
  const { config } = useRuntime();
  const navigate = useNavigate();
  const mobile = props.mobile === true;
  const stores = (facts.context.appStores ?? {}) as AppStores;
  const texts = (props.textKeys ?? []) as readonly string[];
  return (
    <Flex vertical gap="middle" className="pb-enrollment-confirmation">
      <div>
        {texts.map((key) => (
          <Typography.Paragraph key={key} className="pb-enrollment-text">
            {t(key)}
          </Typography.Paragraph>
        ))}
      </div>
      <div>
        {/* Any signed-in page starts the sign-in from here. */}
        <Button type="primary" onClick={() => void navigate(`/${config.routes.defaultPath}`)}>
          {t('enrollment.confirmation.login')}
        </Button>
      </div>
      {!mobile && (stores.apple !== undefined || stores.google !== undefined) ? (
        <Card size="small" title={<Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>{t('enrollment.confirmation.appTitle')}</Typography.Title>}>
          <Flex gap="small" wrap>
            {stores.apple !== undefined ? (
              <a className="pb-store-badge" href={stores.apple} target="_blank" rel="noreferrer">
                {t('enrollment.confirmation.appStore')}
              </a>
            ) : null}
            {stores.google !== undefined ? (
              <a className="pb-store-badge" href={stores.google} target="_blank" rel="noreferrer">
                {t('enrollment.confirmation.googlePlay')}
              </a>
            ) : null}
          </Flex>
        </Card>
      ) : null}
    </Flex>
  );
}
