import { describe, it, expect } from 'vitest';
import { LAGOS, NG_STATES, isNigerianState } from './nigeria';

describe('NG_STATES', () => {
  it('has the 36 states plus the FCT', () => {
    expect(NG_STATES).toHaveLength(37);
    expect(new Set(NG_STATES).size).toBe(37);
    expect(NG_STATES).toContain('Federal Capital Territory');
  });

  it('is alphabetical', () => {
    expect([...NG_STATES].sort((a, b) => a.localeCompare(b, 'en'))).toEqual([...NG_STATES]);
    expect(NG_STATES[0]).toBe('Abia');
    expect(NG_STATES[36]).toBe('Zamfara');
  });

  it('spells the states as the form shows them', () => {
    for (const state of ['Lagos', 'Akwa Ibom', 'Cross River', 'Nasarawa', 'Ogun', 'Rivers']) {
      expect(NG_STATES).toContain(state);
    }
    expect(LAGOS).toBe('Lagos');
  });
});

describe('isNigerianState', () => {
  it.each(['Lagos', 'Federal Capital Territory', 'Kano'])('accepts %s', (state) => {
    expect(isNigerianState(state)).toBe(true);
  });

  it.each(['lagos', 'Lagos ', 'FCT', 'Abuja', 'Lagos State', '', null, 12])('rejects %j', (value) => {
    expect(isNigerianState(value)).toBe(false);
  });
});
