import { describe, expect, it } from 'vitest';
import { capitaliseWords, formatDate, formatDateTime, formatTime } from './format';

describe('display formats', () => {
  it('writes dates as en-GB does, day, long month and year, for every month', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
    for (let month = 0; month < 12; month++) {
      const at = new Date(2026, month, month + 1, 12).toISOString();
      expect(formatDate(at)).toBe(intl.format(new Date(at)));
    }
    expect(formatDate(new Date(2026, 2, 5, 9).toISOString())).toBe('5 March 2026');
  });

  it('writes times of day on the 24-hour clock with two digits each', () => {
    expect(formatTime(new Date(2026, 2, 5, 9, 5).toISOString())).toBe('09:05');
    expect(formatTime(new Date(2026, 2, 5, 23, 59).toISOString())).toBe('23:59');
    const intl = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
    const at = new Date(2026, 10, 30, 0, 7).toISOString();
    expect(formatTime(at)).toBe(intl.format(new Date(at)));
  });

  it('gives the back office one clock, in UTC', () => {
    expect(formatDateTime('2026-03-05T14:05:00Z')).toBe('5 Mar 2026, 14:05 UTC');
    expect(formatDateTime('2026-09-30T23:30:00-02:00')).toBe('1 Oct 2026, 01:30 UTC');
  });

  it('capitalises each word of a name', () => {
    expect(capitaliseWords('  ngozi ADA-obi ')).toBe('Ngozi Ada-obi');
  });
});
