import { describe, expect, it } from 'vitest';
import { utmFromSearch } from './utm-tracker';

describe('utmFromSearch', () => {
  it('keeps the utm_* parameters that have a value', () => {
    expect(utmFromSearch('?utm_source=facebook&utm_medium=cpc&utm_campaign=&keyword=abc')).toEqual({ utm_source: 'facebook', utm_medium: 'cpc' });
  });

  it('answers null without any', () => {
    expect(utmFromSearch('?keyword=abc')).toBeNull();
    expect(utmFromSearch('')).toBeNull();
  });
});
