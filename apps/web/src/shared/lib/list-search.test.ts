import { describe, expect, it } from 'vitest';
import { pageHref, withFilters } from './list-search';

describe('withFilters', () => {
  it('sets and removes filters and goes back to page 1, keeping the others', () => {
    const next = withFilters(new URLSearchParams('status=paid&q=abc&page=3&tab=x'), { q: 'new', status: null });
    expect(next.toString()).toBe('q=new&tab=x');
  });

  it('removes a filter set to an empty string', () => {
    expect(withFilters(new URLSearchParams('q=abc'), { q: '' }).toString()).toBe('');
  });
});

describe('pageHref', () => {
  it('keeps the filters and leaves page 1 out', () => {
    expect(pageHref('/admin/bills', new URLSearchParams('status=paid&page=2'), 3)).toBe('/admin/bills?status=paid&page=3');
    expect(pageHref('/admin/bills', new URLSearchParams('status=paid&page=2'), 1)).toBe('/admin/bills?status=paid');
    expect(pageHref('/admin/bills', new URLSearchParams(), 1)).toBe('/admin/bills');
  });
});
