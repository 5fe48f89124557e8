/** `app.session` from config/app.json. */
export interface InactivitySettings {
  /** Quiet time before the warning opens. */
  inactivitySeconds: number;
  /** Length of the warning's countdown; the session ends when it reaches zero. */
  warningSeconds: number;
}

export interface InactivityHandlers {
  /** The warning opens, or its countdown moves on: seconds left before the session ends. */
  onCountdown(secondsLeft: number): void;
  /** The member acted during the warning: it closes and the quiet time starts again. */
  onResume(): void;
  /** The countdown reached zero. */
  onExpire(): void;
}

export interface InactivityMonitor {
  /** Starts watching (spec/1 §4: when the member is authenticated). Idempotent. */
  start(): void;
  /** Stops watching (signed out, leaving). Idempotent. */
  stop(): void;
  /** Any member action: keeps the session, also while the warning shows. */
  activity(): void;
  readonly warning: boolean;
}

/**
 * Session inactivity of spec/1 §4: after `inactivitySeconds` without an action a warning counts
 * down `warningSeconds`; any action keeps the session; the end of the countdown expires it.
 * Pure timer logic, so it can be driven by fake timers; the shell wires DOM events to `activity`.
 */
export function createInactivityMonitor(settings: InactivitySettings, handlers: InactivityHandlers): InactivityMonitor {
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let countdownTimer: ReturnType<typeof setInterval> | undefined;
  let running = false;
  let warning = false;

  const clearTimers = () => {
    clearTimeout(idleTimer);
    clearInterval(countdownTimer);
    idleTimer = undefined;
    countdownTimer = undefined;
  };

  const startWarning = () => {
    warning = true;
    let secondsLeft = settings.warningSeconds;
    handlers.onCountdown(secondsLeft);
    countdownTimer = setInterval(() => {
      secondsLeft -= 1;
      if (secondsLeft > 0) {
        handlers.onCountdown(secondsLeft);
        return;
      }
      clearTimers();
      warning = false;
      running = false;
      handlers.onExpire();
    }, 1000);
  };

  const armIdleTimer = () => {
    clearTimers();
    idleTimer = setTimeout(startWarning, settings.inactivitySeconds * 1000);
  };

  return {
    start() {
      if (running) return;
      running = true;
      armIdleTimer();
    },
    stop() {
      running = false;
      warning = false;
      clearTimers();
    },
    activity() {
      if (!running) return;
      if (warning) {
        warning = false;
        handlers.onResume();
      }
      armIdleTimer();
    },
    get warning() {
      return warning;
    },
  };
}

/** DOM events that count as a member action. */
export const activityEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
