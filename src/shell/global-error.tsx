import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMessages, useRuntime } from '../runtime/index.js';
import { useShell } from './shell-context.js';

/**
 * Spec/1 §8 global error state: the message (and link, if any) shows for `app.globalError.displaySeconds`,
 * then the member is taken to the accounts screen.
 */
export function GlobalError() {
  const t = useMessages();
  const { config } = useRuntime();
  const { globalError, clearGlobalError } = useShell();
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(config.app.globalError.displaySeconds);

  useEffect(() => {
    if (!globalError) return;
    let left = config.app.globalError.displaySeconds;
    setSecondsLeft(left);
    const timer = setInterval(() => {
      left -= 1;
      setSecondsLeft(left);
      if (left <= 0) {
        clearInterval(timer);
        clearGlobalError();
        navigate(`/${config.routes.defaultPath}`);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [globalError, config, clearGlobalError, navigate]);

  if (!globalError) return null;
  const goNow = () => {
    clearGlobalError();
    navigate(`/${config.routes.defaultPath}`);
  };
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="global-error"
      title={t('shell.globalError.title')}
      description={
        <>
          <div>{globalError.message}</div>
          {globalError.link ? <a href={globalError.link.href}>{globalError.link.label}</a> : null}
          <div>{t('shell.globalError.redirect', { seconds: String(secondsLeft) })}</div>
        </>
      }
      action={<Button onClick={goNow}>{t('shell.globalError.goNow')}</Button>}
    />
  );
}
