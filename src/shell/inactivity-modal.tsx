import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { activityEvents, createInactivityMonitor, type InactivitySettings } from '../platform/index.js';

// The dialog (antd Modal) is not part of the first screen: it loads when a countdown first starts.
const InactivityWarning = lazy(() => import('./inactivity-warning.js').then((module) => ({ default: module.InactivityWarning })));

/**
 * Spec/1 §4 session inactivity: after the quiet time a warning that cannot be dismissed counts
 * down; any action (pointer, key, wheel, touch, scroll) keeps the session and closes it; the end
 * of the countdown calls `onExpire`, which ends the session (at the sign-in provider too).
 */
export function InactivityModal({
  settings,
  active,
  onExpire,
  onLogout,
}: {
  settings: InactivitySettings;
  active: boolean;
  onExpire: () => void;
  onLogout: () => void;
}) {
  const [secondsLeft, setSecondsLeft] = useState<number | undefined>(undefined);
  // Once shown, the dialog stays mounted, so it closes (and opens again) as a dialog does.
  const [warned, setWarned] = useState(false);
  const monitor = useMemo(
    () =>
      createInactivityMonitor(settings, {
        onCountdown: (seconds) => {
          setWarned(true);
          setSecondsLeft(seconds);
        },
        onResume: () => setSecondsLeft(undefined),
        onExpire: () => {
          setSecondsLeft(undefined);
          onExpire();
        },
      }),
    [settings, onExpire],
  );

  useEffect(() => {
    if (!active) return;
    monitor.start();
    const onActivity = () => monitor.activity();
    for (const name of activityEvents) window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      monitor.stop();
      for (const name of activityEvents) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [active, monitor]);

  if (!warned) return null;
  return (
    <Suspense fallback={null}>
      <InactivityWarning secondsLeft={secondsLeft} warningSeconds={settings.warningSeconds} onStay={() => monitor.activity()} onLogout={onLogout} />
    </Suspense>
  );
}
