import { z } from 'zod';

/** One live login of the customer (a device), as /account/security lists it. */
export const accountSession = z.object({
  id: z.string(),
  /** A short readable label of the browser and system, e.g. "Chrome trên Windows". */
  device: z.string(),
  /** The client address last seen. */
  ip: z.string().nullable(),
  created_at: z.string(),
  /** Written at most once a minute. */
  last_seen_at: z.string(),
  /** The session of this request ("Thiết bị này"). */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;

export const accountSessionsResponse = z.object({ success: z.literal(true), results: z.array(accountSession) });
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponse>;

export const sessionIdParams = z.object({ id: z.string().max(100) });

/** Sessions ended by "log out other devices" or by staff. */
export const sessionsEndedResponse = z.object({ success: z.literal(true), message: z.string(), data: z.object({ ended: z.number().int() }) });
export type SessionsEndedResponse = z.infer<typeof sessionsEndedResponse>;
