import { z } from 'zod';
import { errorCodes } from '@kaimono/i18n';

/** The checks of `GET /api/ready`: each `ok`, `failed`, or (jobs only) `disabled` (JOBS_ENABLED=false). */
export const readinessCheck = z.enum(['ok', 'failed', 'disabled']);
export const readinessChecks = z.object({
  database: readinessCheck,
  migrations: readinessCheck,
  jobs: readinessCheck,
});

/** 200: the process may take traffic. */
export const readyResponse = z.object({
  ok: z.literal(true),
  db: z.enum(['pglite', 'postgres']),
  checks: readinessChecks,
});
export type ReadyResponse = z.infer<typeof readyResponse>;

/** 503: which checks failed, with a Vietnamese message naming them. */
export const notReadyBody = z.object({
  success: z.literal(false),
  code: z.enum(errorCodes),
  message: z.string(),
  failed: z.array(z.enum(['database', 'migrations', 'jobs'])),
  checks: readinessChecks,
  request_id: z.string().optional(),
});
export type NotReadyBody = z.infer<typeof notReadyBody>;
