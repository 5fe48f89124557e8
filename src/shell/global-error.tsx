import { Alert, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMessages, useRuntime } from '../runtime/index.js';
import { useShell, type GlobalErrorReport } from './shell-context.js';

function GlobalErrorNotice({ report, onDone }: { report: GlobalErrorReport; onDone: () => void }) {
  const t = useMessages();
  const { config } = useRuntime();
  const [secondsLeft, setSecondsLeft] = useState(config.app.globalError.displaySeconds);

  useEffect(() => {
    const timer = setInterval(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearInterval(timer);
  }, []);
  // Once: onDone navigates, and a re-render before the report is cleared must not navigate again.
  const finished = useRef(false);
  useEffect(() => {
    if (secondsLeft > 0 || finished.current) return;
    finished.current = true;
    onDone();
  }, [secondsLeft, onDone]);

  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="global-error"
      title={t('shell.globalError.title')}
      description={
        <>
          <div>{report.message}</div>
          {report.link ? <a href={report.link.href}>{report.link.label}</a> : null}
          <div>{t('shell.globalError.redirect', { seconds: String(Math.max(secondsLeft, 0)) })}</div>
        </>
      }
      action={<Button onClick={onDone}>{t('shell.globalError.goNow')}</Button>}
    />
  );
}

/**
 * Spec/1 §8 global error state: the message (and link, if any) shows for
 * `app.globalError.displaySeconds`, then the member is taken to the accounts screen.
 */
export function GlobalError() {
  const { config } = useRuntime();
  const { globalError, clearGlobalError } = useShell();
  const navigate = useNavigate();
  if (!globalError) return null;
  const done = () => {
    clearGlobalError();
    navigate(`/${config.routes.defaultPath}`);
  };
  // A new report starts its own countdown.
  return <GlobalErrorNotice key={`${globalError.message}`} report={globalError} onDone={done} />;
}
