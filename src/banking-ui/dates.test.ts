import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './dates.js';

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
});
