import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { QUERY_DEFAULTS, retryUnless4xx } from './query';

describe('the QueryClient defaults', () => {
  it('never asks again after a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) expect(retryUnless4xx(0, new ApiError(status, 'No', 'No'))).toBe(false);
  });

  it('asks again up to 3 times after a 5xx answer or a network failure', () => {
    for (const err of [new ApiError(500, '', ''), new ApiError(503, '', ''), new TypeError('Failed to fetch')]) {
      expect([0, 1, 2, 3].map((failures) => retryUnless4xx(failures, err))).toEqual([true, true, true, false]);
    }
  });

  it('is the default of every query, with stale time 0', () => {
    expect(QUERY_DEFAULTS.defaultOptions.queries).toEqual({ staleTime: 0, retry: retryUnless4xx });
  });
});
