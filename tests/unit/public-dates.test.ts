import { describe, expect, it } from 'vitest';
import { exhibitionPhase, formatDateRange, formatDay, formatMonth } from '../../client/src/components/public/dates';

describe('public dates', () => {
  it('prints a calendar day in en-US without shifting it by time zone', () => {
    expect(formatDay('2026-04-01')).toBe('April 1, 2026');
    expect(formatDay('2026-01-01T00:00:00.000Z')).toBe('January 1, 2026');
  });

  it('prints every day and month of two years as Intl.DateTimeFormat does, without asking Intl', () => {
    const long = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
    const month = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' });
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000) {
      const iso = new Date(t).toISOString();
      expect(formatDay(iso)).toBe(long.format(t));
      expect(formatDay(iso.slice(0, 10))).toBe(long.format(t));
      expect(formatMonth(iso)).toBe(month.format(t));
    }
  });

  it('prints ranges compactly within a year and fully across years', () => {
    expect(formatDateRange('2026-03-04', '2026-04-30')).toBe('March 4 – April 30, 2026');
    expect(formatDateRange('2026-12-05', '2027-01-09')).toBe('December 5, 2026 – January 9, 2027');
    expect(formatDateRange('2026-05-02', '2026-05-02')).toBe('May 2, 2026');
    expect(formatDateRange('2026-05-02', null)).toBe('From May 2, 2026');
    expect(formatDateRange(null, '2026-05-02')).toBe('Until May 2, 2026');
    expect(formatDateRange(null, null)).toBe('');
  });

  it('places a show before, during or after today', () => {
    const today = '2026-11-22';
    expect(exhibitionPhase('2026-12-01', '2027-01-10', today)).toBe('upcoming');
    expect(exhibitionPhase('2026-11-01', '2026-11-22', today)).toBe('current');
    expect(exhibitionPhase('2026-11-01', null, today)).toBe('current');
    expect(exhibitionPhase('2026-09-01', '2026-10-30', today)).toBe('past');
    expect(exhibitionPhase(null, null, today)).toBe('undated');
  });
});
