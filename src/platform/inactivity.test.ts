import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInactivityMonitor } from './inactivity.js';

function setup(inactivitySeconds = 900, warningSeconds = 60) {
  const handlers = { onCountdown: vi.fn<(seconds: number) => void>(), onResume: vi.fn(), onExpire: vi.fn() };
  const monitor = createInactivityMonitor({ inactivitySeconds, warningSeconds }, handlers);
  return { monitor, handlers };
}

describe('inactivity monitor', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the warning after exactly the configured quiet time, not before', () => {
    const { monitor, handlers } = setup();
    monitor.start();
    vi.advanceTimersByTime(899_999);
    expect(handlers.onCountdown).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(handlers.onCountdown).toHaveBeenCalledWith(60);
    expect(monitor.warning).toBe(true);
  });

  it('counts down every second and expires when the countdown ends', () => {
    const { monitor, handlers } = setup();
    monitor.start();
    vi.advanceTimersByTime(900_000);
    vi.advanceTimersByTime(1000);
    expect(handlers.onCountdown).toHaveBeenLastCalledWith(59);
    vi.advanceTimersByTime(58_000);
    expect(handlers.onCountdown).toHaveBeenLastCalledWith(1);
    expect(handlers.onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(handlers.onExpire).toHaveBeenCalledTimes(1);
    expect(monitor.warning).toBe(false);
    vi.advanceTimersByTime(3_600_000);
    expect(handlers.onExpire).toHaveBeenCalledTimes(1);
  });

  it('any action before the warning starts the quiet time again', () => {
    const { monitor, handlers } = setup();
    monitor.start();
    vi.advanceTimersByTime(800_000);
    monitor.activity();
    vi.advanceTimersByTime(800_000);
    expect(handlers.onCountdown).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100_000);
    expect(handlers.onCountdown).toHaveBeenCalledWith(60);
  });

  it('an action during the warning keeps the session: the warning closes and nothing expires', () => {
    const { monitor, handlers } = setup();
    monitor.start();
    vi.advanceTimersByTime(930_000);
    monitor.activity();
    expect(handlers.onResume).toHaveBeenCalledTimes(1);
    expect(monitor.warning).toBe(false);
    vi.advanceTimersByTime(899_000);
    expect(handlers.onExpire).not.toHaveBeenCalled();
    expect(handlers.onCountdown).toHaveBeenCalledTimes(31);
  });

  it('does nothing until started and nothing after being stopped', () => {
    const { monitor, handlers } = setup(10, 5);
    monitor.activity();
    vi.advanceTimersByTime(60_000);
    expect(handlers.onCountdown).not.toHaveBeenCalled();
    monitor.start();
    vi.advanceTimersByTime(12_000);
    monitor.stop();
    vi.advanceTimersByTime(60_000);
    expect(handlers.onExpire).not.toHaveBeenCalled();
    expect(handlers.onResume).not.toHaveBeenCalled();
  });

  it('uses the figures it is given (a short configuration)', () => {
    const { monitor, handlers } = setup(5, 3);
    monitor.start();
    monitor.start();
    vi.advanceTimersByTime(5000);
    expect(handlers.onCountdown.mock.calls).toEqual([[3]]);
    vi.advanceTimersByTime(3000);
    expect(handlers.onCountdown.mock.calls).toEqual([[3], [2], [1]]);
    expect(handlers.onExpire).toHaveBeenCalledTimes(1);
  });
});
