import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatWallClock } from './dates.js';

describe('dates', () => {
  it('writes a calendar day as that day, whatever the timezone', () => {
    expect(formatDay('2026-11-20', 'en-US', 'America/Denver')).toBe('Nov 20, 2026');
    expect(formatDay('2026-11-20', 'en-US', 'Pacific/Kiritimati')).toBe('Nov 20, 2026');
    expect(formatDay('2026-11-20T00:00:00', 'en-US', 'America/Denver')).toBe('Nov 20, 2026');
    expect(formatDay('2026-11-20', 'en-US', 'America/Denver', 'long')).toBe('November 20, 2026');
  });

  it('writes a moment as its day in the credit union’s timezone', () => {
    // 03:00 UTC on the 21st is still the 20th in Denver.
    expect(formatDay('2026-11-21T03:00:00Z', 'en-US', 'America/Denver')).toBe('Nov 20, 2026');
    expect(formatDateTime('2026-11-21T03:00:00Z', 'en-US', 'America/Denver')).toBe('November 20, 2026 at 8:00 PM');
  });

  it('reads a platform moment written without a zone as UTC, not as the browser’s local time', () => {
    expect(formatDateTime('2026-11-21T03:00:00', 'en-US', 'America/Denver')).toBe('November 20, 2026 at 8:00 PM');
  });

  it('shows text that is no date as it came', () => {
    expect(formatDay('2026-02-30', 'en-US', 'America/Denver')).toBe('2026-02-30');
    expect(formatDay(undefined, 'en-US', 'America/Denver')).toBe('');
  });

  it('writes a cut-off time as the credit union’s wall clock with its zone, and shows text that is no time as it came', () => {
    expect(formatWallClock('14:00', 'en-US', 'America/Denver')).toBe('2:00 PM Mountain Time');
    expect(formatWallClock('09:30:00', 'en-US', 'America/New_York')).toBe('9:30 AM Eastern Time');
    expect(formatWallClock('25:00', 'en-US', 'America/Denver')).toBe('25:00');
    expect(formatWallClock('soon', 'en-US', 'America/Denver')).toBe('soon');
  });
});
