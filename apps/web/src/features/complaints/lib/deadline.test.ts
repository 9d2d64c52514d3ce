import { describe, expect, it } from 'vitest';
import { deadlineLabel, deadlineState } from './deadline';

const base = { overdue: false, answered_at: null, closed_at: null, status: 'open' as const, deadline_at: '2026-03-02T00:00:00.000Z' };
const fmt = (iso: string) => iso.slice(0, 10);

describe('deadline', () => {
  it('reads as due, overdue, answered or closed', () => {
    expect(deadlineLabel(base, fmt)).toBe('Phản hồi trước 2026-03-02');
    expect(deadlineState({ ...base, overdue: true })).toBe('overdue');
    expect(deadlineLabel({ ...base, overdue: true }, fmt)).toBe('Quá hạn phản hồi (2026-03-02)');
    expect(deadlineLabel({ ...base, answered_at: '2026-03-01T05:00:00.000Z', status: 'in_progress' as never }, fmt)).toBe('Đã phản hồi lúc 2026-03-01');
    expect(deadlineState({ ...base, status: 'withdrawn' as never, closed_at: '2026-03-01T00:00:00.000Z' })).toBe('closed');
  });
});
