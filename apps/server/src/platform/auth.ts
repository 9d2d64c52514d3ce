import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import type { UserRole } from '@kaimono/contracts';
import { AppError } from './errors.ts';
import { isUuid } from './db-errors.ts';
import { TtlCache } from './cache.ts';
import { roleHasPermission, type Permission, type StaffRole } from './permissions.ts';
import type { ProcessChannel } from './pg-channel.ts';

export const AUTH_COOKIE = 'kaimono_token';

/**
 * How long one server process trusts what it read about a session. The process that ends a session
 * forgets it at once and tells the others over the database's channel (PostgreSQL LISTEN/NOTIFY);
 * should that message be lost, another process stops trusting it within this window.
 */
export const SESSION_CACHE_MS = 5_000;
/** Last seen (and the address) is written at most this often per session, not on every request. */
export const SESSION_TOUCH_MS = 60_000;
const SESSION_CACHE_ENTRIES = 20_000;

export interface AuthUser {
  id: string;
  role: UserRole;
  /** The back-office roles (read with the session); empty for customers and disabled staff. */
  staffRoles?: readonly StaffRole[];
}

/** What a token carries: the user, the role at issue time, its session and the session's generation. */
export interface TokenPayload {
  sub: string;
  role: UserRole;
  /** The session (a row of user_sessions); tokens without one are refused. */
  sid?: string;
  /** The session's generation when issued: a refresh raises it, so the replaced token stops working. */
  gen?: number;
}

/** Why a session ended. */
export type SessionEndReason = 'logout' | 'password' | 'user' | 'others' | 'staff';

/** A session as the token check needs it. */
export interface SessionRecord {
  userId: string;
  /** The user's current role (the token's may be stale); a disabled staff account reads as customer. */
  role: UserRole;
  /** The staff roles (an admin without a staff row: owner); empty for customers. */
  staffRoles: readonly StaffRole[];
  generation: number;
  expiresAt: Date;
  revokedReason: SessionEndReason | null;
  /** When last seen was last written (throttled). */
  lastSeenAt: Date;
}

/** Who opened a session: shown as device and address in the list of sessions. */
export interface SessionClient {
  userAgent: string | null;
  ip: string | null;
}

/** The session table, as the account module keeps it. */
export interface SessionStore {
  lookup(sessionId: string): Promise<SessionRecord | null>;
  create(input: { userId: string; client: SessionClient; expiresAt: Date }): Promise<{ id: string; generation: number }>;
  /** Raises the generation of a live session still at `generation`; null when it is not. */
  rotate(sessionId: string, generation: number, expiresAt: Date): Promise<number | null>;
  /** Records last seen and the address, unless written less than `SESSION_TOUCH_MS` ago. */
  touch(sessionId: string, ip: string | null): Promise<void>;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: AuthUser;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: the request must carry a valid token (header or cookie). */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * Guard of a staff operation: the viewer must hold `permission` (platform/permissions.ts)
     * through one of their staff roles; 401 without a login, 403 PERMISSION_DENIED for staff without
     * it (FORBIDDEN for customers and disabled staff; each
     * refusal reported to `onPermissionDenied`, the audit log). Written as a preHandler, it is run
     * at onRequest (moved by platform/openapi-security.ts), before the body is read or validated.
     */
    requirePermission: (permission: Permission) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** A new session for the user (device and address from `client`) and its first token. */
    issueToken: (user: AuthUser, client?: SessionClient) => Promise<{ token: string; expiresAt: Date; sessionId: string }>;
    /** A new token for the request's session; the token it came with stops working. */
    rotateToken: (request: FastifyRequest) => Promise<{ token: string; expiresAt: Date }>;
    /** After sessions were ended or a role changed: every process stops trusting them at once (a lost message: within SESSION_CACHE_MS). */
    forgetSessions: (which: { sessionIds?: readonly string[]; userId?: string }) => void;
  }
  interface FastifyRequest {
    /** The caller when a valid token was sent, else null (set on every request). */
    viewer: AuthUser | null;
    /** The session of the caller's token, else null. */
    sessionId: string | null;
  }
}

/** Whether the viewer (a logged-in user) holds the permission through a staff role. */
export function viewerHasPermission(viewer: AuthUser, permission: Permission): boolean {
  if (viewer.role !== 'admin') return false;
  return (viewer.staffRoles ?? []).some((role) => roleHasPermission(role, permission));
}

function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match?.[1] ?? null;
  }
  return request.cookies?.[AUTH_COOKIE] ?? null;
}

type AuthErrorCode = 'TOKEN_EXPIRED' | 'SESSION_REVOKED' | 'SESSION_ENDED' | 'UNAUTHENTICATED';

/** Why the request has no viewer although it sent a token (for the 401 code). */
function authErrorCode(request: FastifyRequest): AuthErrorCode {
  const authError = (request as FastifyRequest & { authError?: { code?: string } }).authError;
  if (authError?.code === 'FAST_JWT_EXPIRED') return 'TOKEN_EXPIRED';
  if (authError?.code === 'SESSION_REVOKED' || authError?.code === 'SESSION_ENDED') return authError.code;
  return 'UNAUTHENTICATED';
}

/** The client of a request: its User-Agent (cut) and address. */
export function sessionClientOf(request: FastifyRequest): SessionClient {
  const userAgent = request.headers['user-agent'];
  return { userAgent: typeof userAgent === 'string' && userAgent ? userAgent.slice(0, 512) : null, ip: request.ip ?? null };
}

/**
 * JWT authentication: `Authorization: Bearer <token>` or the httpOnly cookie the web app gets.
 * Every request learns its viewer (or null); routes that need one use `requireUser`.
 *
 * Every token names a server-side session (`sid`) and its generation (`gen`); the session must be
 * live (not ended, not expired) and at that generation. What a process read about a session is
 * trusted for SESSION_CACHE_MS (no database round trip per request); the process that ends a
 * session forgets it at once and tells the other processes (`channel`), which forget it on the
 * message, or within that window should the message be lost. The role comes from the
 * session's user, so a changed role applies within the same window.
 */
export async function registerAuth(
  app: FastifyInstance,
  options: {
    secret: string;
    ttlSeconds: number;
    sessions: SessionStore;
    cacheMs?: number;
    now?: () => number;
    /** Records a refused staff operation (the audit log); a failure here does not change the 403. */
    onPermissionDenied?: (request: FastifyRequest, permission: Permission) => Promise<void>;
    /**
     * The channel between the processes sharing the database (PostgreSQL): ended sessions and
     * changed roles are forgotten by every process at once. Closed with the app.
     */
    channel?: ProcessChannel;
  },
) {
  await app.register(fastifyJwt, { secret: options.secret, sign: { algorithm: 'HS256' }, verify: { algorithms: ['HS256'] } });
  const now = options.now ?? Date.now;
  const cacheMs = options.cacheMs ?? SESSION_CACHE_MS;
  const cache = new TtlCache<SessionRecord | null>(SESSION_CACHE_ENTRIES, now);
  const store = options.sessions;

  const fail = (request: FastifyRequest, code: string) => {
    request.viewer = null;
    request.sessionId = null;
    (request as FastifyRequest & { authError?: unknown }).authError = { code };
  };

  app.decorateRequest('viewer', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    const token = tokenFrom(request);
    if (!token) return;
    let payload: TokenPayload;
    try {
      payload = app.jwt.verify<TokenPayload>(token);
    } catch (error) {
      // An expired or forged token is the same as none, except where a route requires a user.
      request.viewer = null;
      (request as FastifyRequest & { authError?: unknown }).authError = error;
      return;
    }
    const sid = payload.sid;
    if (!sid || !isUuid(sid) || !isUuid(payload.sub)) return fail(request, 'SESSION_ENDED');
    const session = await cache.getOrLoad(sid, cacheMs, () => store.lookup(sid));
    if (!session || session.userId !== payload.sub || session.expiresAt.getTime() <= now()) return fail(request, 'SESSION_ENDED');
    if (session.revokedReason) return fail(request, session.revokedReason === 'password' ? 'SESSION_REVOKED' : 'SESSION_ENDED');
    if (session.generation !== payload.gen) return fail(request, 'SESSION_ENDED');
    if (now() - session.lastSeenAt.getTime() >= SESSION_TOUCH_MS) {
      // Marked first, so the other requests of this process do not write it too.
      session.lastSeenAt = new Date(now());
      try {
        await store.touch(sid, request.ip ?? null);
      } catch (error) {
        request.log.warn({ err: error }, 'session last-seen not recorded');
      }
    }
    request.viewer = { id: payload.sub, role: session.role, staffRoles: session.staffRoles };
    request.sessionId = sid;
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (request.viewer) return;
    throw new AppError(401, authErrorCode(request));
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!request.viewer) throw new AppError(401, authErrorCode(request));
    if (request.viewer.role !== 'admin') throw new AppError(403, 'FORBIDDEN');
  });

  app.decorate('requirePermission', (permission: Permission) => {
    const guard = async (request: FastifyRequest) => {
      const viewer = request.viewer;
      if (!viewer) throw new AppError(401, authErrorCode(request));
      if (viewerHasPermission(viewer, permission)) return;
      try {
        await options.onPermissionDenied?.(request, permission);
      } catch (error) {
        request.log.error({ err: error }, 'permission refusal not recorded');
      }
      // A customer is not staff at all (FORBIDDEN, as before roles); staff lack this permission.
      throw new AppError(403, viewer.role === 'admin' ? 'PERMISSION_DENIED' : 'FORBIDDEN');
    };
    // Read by the OpenAPI document and the permission test: which permission a route needs.
    return Object.assign(guard, { permission });
  });

  const sign = (user: AuthUser, sid: string, gen: number) => {
    const token = app.jwt.sign({ sub: user.id, role: user.role, sid, gen } satisfies TokenPayload, { expiresIn: options.ttlSeconds });
    return { token, expiresAt: new Date(now() + options.ttlSeconds * 1000) };
  };

  app.decorate('issueToken', async (user: AuthUser, client: SessionClient = { userAgent: null, ip: null }) => {
    const expiresAt = new Date(now() + options.ttlSeconds * 1000);
    const session = await store.create({ userId: user.id, client, expiresAt });
    return { ...sign(user, session.id, session.generation), sessionId: session.id };
  });

  app.decorate('rotateToken', async (request: FastifyRequest) => {
    const viewer = request.viewer;
    const sid = request.sessionId;
    if (!viewer || !sid) throw new AppError(401, authErrorCode(request));
    const payload = app.jwt.decode<TokenPayload>(tokenFrom(request) ?? '');
    const expiresAt = new Date(now() + options.ttlSeconds * 1000);
    const generation = await store.rotate(sid, payload?.gen ?? -1, expiresAt);
    // The old token stops working on every process, not only this one.
    app.forgetSessions({ sessionIds: [sid] });
    // Refreshed meanwhile by another request with the same token, or ended.
    if (generation === null) throw new AppError(401, 'SESSION_ENDED');
    return sign(viewer, sid, generation);
  });

  const forgetHere = (which: SessionsToForget) => {
    for (const id of which.sessionIds ?? []) cache.delete(id);
    if (which.userId) cache.deleteWhere((session) => session?.userId === which.userId);
  };
  const channel = options.channel;
  if (channel) {
    const stop = await channel.subscribe((payload) => {
      const which = sessionsToForgetOf(payload);
      if (which) forgetHere(which);
    });
    app.addHook('onClose', async () => {
      stop();
      await channel.close();
    });
  }

  app.decorate('forgetSessions', (which: SessionsToForget) => {
    forgetHere(which);
    if (!channel) return;
    // The other processes too; if the message is lost they stop trusting within SESSION_CACHE_MS.
    for (const message of sessionsToForgetMessages(which)) {
      channel.publish(message).catch((error: unknown) => app.log.warn({ err: error }, 'ended sessions not announced to the other processes'));
    }
  });
}

interface SessionsToForget {
  sessionIds?: readonly string[];
  userId?: string;
}

/** NOTIFY payloads are short: 150 session ids (about 6 KB) per message. */
const SESSION_IDS_PER_MESSAGE = 150;

export function sessionsToForgetMessages(which: SessionsToForget): string[] {
  const ids = [...(which.sessionIds ?? [])];
  const messages: string[] = [];
  do {
    const chunk = ids.splice(0, SESSION_IDS_PER_MESSAGE);
    messages.push(JSON.stringify({ sessionIds: chunk, ...(which.userId && messages.length === 0 ? { userId: which.userId } : {}) }));
  } while (ids.length > 0);
  return messages;
}

/** A message of another process, or null when it is not one (only ids are taken from it). */
export function sessionsToForgetOf(payload: string): SessionsToForget | null {
  try {
    const parsed = JSON.parse(payload) as { sessionIds?: unknown; userId?: unknown };
    const sessionIds = Array.isArray(parsed.sessionIds) ? parsed.sessionIds.filter((id): id is string => typeof id === 'string' && isUuid(id)) : [];
    const userId = typeof parsed.userId === 'string' && isUuid(parsed.userId) ? parsed.userId : undefined;
    return { sessionIds, ...(userId ? { userId } : {}) };
  } catch {
    return null;
  }
}
