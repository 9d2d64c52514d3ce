import { describe, expect, it } from 'vitest';
import { isIntegrityViolation, isUniqueViolation, isUuid, violatesConstraint } from './db-errors.ts';

const driver = { code: '23505', constraint: 'orders_code_key', message: 'duplicate key value violates unique constraint "orders_code_key"' };
const wrapped = { message: 'Failed query: insert …', cause: driver };

describe('database errors', () => {
  it('finds the constraint along the cause chain', () => {
    expect(violatesConstraint(wrapped, 'orders_code_key')).toBe(true);
    expect(violatesConstraint(wrapped, 'other_key')).toBe(false);
    expect(violatesConstraint(new Error('x'), 'orders_code_key')).toBe(false);
  });

  it('tells unique violations, of a named index or any', () => {
    expect(isUniqueViolation(wrapped)).toBe(true);
    expect(isUniqueViolation(wrapped, 'orders_code_key')).toBe(true);
    expect(isUniqueViolation(wrapped, 'other_key')).toBe(false);
    expect(isUniqueViolation({ code: '23514', constraint: 'orders_code_key' }, 'orders_code_key')).toBe(false);
  });

  it('tells any integrity violation (class 23) from other failures', () => {
    expect(isIntegrityViolation(wrapped)).toBe(true);
    expect(isIntegrityViolation({ message: 'Failed query', cause: { code: '23503' } })).toBe(true);
    expect(isIntegrityViolation({ message: 'x', cause: { message: 'y', cause: { code: '23514' } } })).toBe(true);
    expect(isIntegrityViolation({ code: '40001' })).toBe(false);
    expect(isIntegrityViolation(new Error('x'))).toBe(false);
  });

  it('survives a cause cycle', () => {
    const a: { cause?: unknown; message: string } = { message: 'a' };
    a.cause = a;
    expect(violatesConstraint(a, 'x')).toBe(false);
  });

  it('checks uuids', () => {
    expect(isUuid('0b5e2a8e-54f4-4a39-9f6d-3d3f3a0b8c11')).toBe(true);
    expect(isUuid('nope')).toBe(false);
  });
});
