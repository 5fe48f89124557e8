import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Typography } from 'antd';
import { useMessages, useRuntime } from '../../src/runtime/index.js';

/** 'Questions? Send us a message or call (303) 555-0142': the phone from app.json, the message link once the inbox route is configured. */
export function ContactLine({ messagesPath }: { messagesPath: string | undefined }): ReactNode {
  const t = useMessages();
  const { phone } = useRuntime().config.app;
  const call = <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>;
  return (
    <Typography.Paragraph className="pb-open-account-contact">
      {t('openAccount.contact.questions')}{' '}
      {messagesPath === undefined ? null : (
        <>
          <Link to={`/${messagesPath}`}>{t('openAccount.contact.message')}</Link> {t('openAccount.contact.or')}{' '}
        </>
      )}
      {t('openAccount.contact.call')} {call}
    </Typography.Paragraph>
  );
}
