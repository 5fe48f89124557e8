import { describe, expect, it } from 'vitest';
import { localMoment } from './calendar.js';

describe('localMoment', () => {
  it('answers each instant in its own local minute, across a daylight-saving change and back', () => {
    // America/Denver springs forward on 2026-03-08 at 02:00 MST (09:00 UTC) to 03:00 MDT.
    expect(localMoment(new Date('2026-03-08T08:59:01Z'), 'America/Denver')).toEqual({ date: '2026-03-08', time: '01:59' });
    expect(localMoment(new Date('2026-03-08T08:59:59Z'), 'America/Denver')).toEqual({ date: '2026-03-08', time: '01:59' });
    expect(localMoment(new Date('2026-03-08T09:00:00Z'), 'America/Denver')).toEqual({ date: '2026-03-08', time: '03:00' });
    // Back to an earlier minute, and the same minute in another zone.
    expect(localMoment(new Date('2026-03-08T08:59:30Z'), 'America/Denver')).toEqual({ date: '2026-03-08', time: '01:59' });
    expect(localMoment(new Date('2026-03-08T08:59:30Z'), 'Asia/Kolkata')).toEqual({ date: '2026-03-08', time: '14:29' });
    // Midnight in the zone changes the date within one UTC day.
    expect(localMoment(new Date('2026-03-09T06:59:59Z'), 'America/Denver')).toEqual({ date: '2026-03-09', time: '00:59' });
    expect(localMoment(new Date('2026-03-09T05:59:59Z'), 'America/Denver')).toEqual({ date: '2026-03-08', time: '23:59' });
  });

  it("answers an instant from before every zone's offset was whole minutes by its own seconds", () => {
    // Liberia was 44 min 30 s behind UTC until 1972: 12:00:20 UTC was 11:15:50 there, 12:00:40 was 11:16:10.
    expect(localMoment(new Date('1970-06-01T12:00:20Z'), 'Africa/Monrovia').time).toBe('11:15');
    expect(localMoment(new Date('1970-06-01T12:00:40Z'), 'Africa/Monrovia').time).toBe('11:16');
  });
});
