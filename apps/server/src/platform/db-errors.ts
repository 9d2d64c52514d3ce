/**
 * Reading database errors. Drizzle wraps the driver's error (node-postgres or PGlite) in its own,
 * so the SQLSTATE code and the constraint name sit somewhere along the `cause` chain.
 */

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A well-formed id: anything else is answered as "not found" without asking the database. */
export const isUuid = (value: string) => UUID.test(value);

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

function* causes(error: unknown): Generator<DriverError> {
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === 'object' && !seen.has(current); current = (current as DriverError).cause) {
    seen.add(current);
    yield current as DriverError;
  }
}

const names = (e: DriverError, constraint: string) =>
  e.constraint === constraint || (typeof e.message === 'string' && e.message.includes(constraint));

/** True when `error` (or one of its causes) broke the named constraint, check or unique index. */
export function violatesConstraint(error: unknown, constraint: string): boolean {
  for (const e of causes(error)) if (names(e, constraint)) return true;
  return false;
}

/** A unique violation (SQLSTATE 23505), of the named index when one is given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const e of causes(error)) {
    const unique = e.code === '23505' || (typeof e.message === 'string' && e.message.includes('duplicate key'));
    if (unique && (!constraint || names(e, constraint))) return true;
  }
  return false;
}

/**
 * Any integrity-constraint violation (SQLSTATE class 23: unique, foreign key, check, not null):
 * a write the data refused, answered as a conflict rather than a 500.
 */
export function isIntegrityViolation(error: unknown): boolean {
  for (const e of causes(error)) if (typeof e.code === 'string' && e.code.startsWith('23')) return true;
  return false;
}
