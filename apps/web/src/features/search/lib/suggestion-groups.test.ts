import { describe, expect, it } from 'vitest';
import { buildSuggestionGroups } from './suggestion-groups';

const item = (name: string, nam_vi: string | null = null) => ({ name, nam_vi, type_code: 'mercari', in_history: false });

describe('suggestion groups', () => {
  it('shows history then top searches when the box is empty, without repeats', () => {
    const groups = buildSuggestionGroups({ keyword: '', isLink: false, history: ['iphone'], suggestions: undefined, top: [item('iphone'), item('switch')] });
    expect(groups.map((g) => g.kind)).toEqual(['history', 'top']);
    expect(groups[1]!.options.map((o) => o.keyword)).toEqual(['switch']);
  });

  it('while typing shows matching history and at most 10 suggestions', () => {
    const many = Array.from({ length: 14 }, (_, i) => item(`card ${i}`, `thẻ ${i}`));
    const groups = buildSuggestionGroups({ keyword: 'car', isLink: false, history: ['card old', 'doll'], suggestions: many, top: [] });
    expect(groups[0]!.options.map((o) => o.keyword)).toEqual(['card old']);
    expect(groups[1]!.options).toHaveLength(10);
    expect(groups[1]!.options[0]!.translation).toBe('thẻ 0');
  });

  it('offers nothing for a pasted link', () => {
    expect(buildSuggestionGroups({ keyword: 'https://x.jp/a', isLink: true, history: ['a'], suggestions: [item('a')], top: [] })).toEqual([]);
  });
});
