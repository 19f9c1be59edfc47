import { describe, expect, it } from 'vitest';
import { majorUnits, toCsv } from './csv';

describe('csv', () => {
  it('writes minor units as major units with two decimals, exactly', () => {
    expect([0, 5, 99, 100, 123_456, -1, -4_000, 900_719_925_474_099].map(majorUnits)).toEqual([
      '0.00',
      '0.05',
      '0.99',
      '1.00',
      '1234.56',
      '-0.01',
      '-40.00',
      '9007199254740.99',
    ]);
  });

  it('quotes commas, quotes and line breaks, and defuses formulas but not negative numbers', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', '=SUM(A1)', '-12.50', -3]])).toBe(
      '"a,b","say ""hi""","two\nlines",\'=SUM(A1),-12.50,-3\r\n',
    );
  });
});
