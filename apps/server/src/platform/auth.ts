import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import type { UserRole } from '@kaimono/contracts';
import { AppError } from './errors.ts';
import { isUuid } from './db-errors.ts';

export const AUTH_COOKIE = 'kaimono_token';

export interface AuthUser {
  id: string;
  role: UserRole;
}

/** What a token carries: the user, the role at issue time and the user's token version then. */
export interface TokenPayload {
  sub: string;
  role: UserRole;
  /** The user's token_version when issued; absent in tokens from before versions (same as 0). */
  ver?: number;
}

/** The current state of a user a token must agree with (role may have changed since issue). */
export interface SessionState {
  role: UserRole;
  tokenVersion: number;
}

export interface SessionStore {
  /** The user's current role and token version, or null when the user no longer exists. */
  lookup(userId: string): Promise<SessionState | null>;
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
    /** A new login token for the user, carrying the user's current token version. */
    issueToken: (user: AuthUser) => Promise<{ token: string; expiresAt: Date }>;
  }
  interface FastifyRequest {
    /** The caller when a valid token was sent, else null (set on every request). */
    viewer: AuthUser | null;
  }
}

function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match?.[1] ?? null;
  }
  return request.cookies?.[AUTH_COOKIE] ?? null;
}

/** Why the request has no viewer although it sent a token (for the 401 code). */
function authErrorCode(request: FastifyRequest): 'TOKEN_EXPIRED' | 'SESSION_REVOKED' | 'UNAUTHENTICATED' {
  const authError = (request as FastifyRequest & { authError?: { code?: string } }).authError;
  if (authError?.code === 'FAST_JWT_EXPIRED') return 'TOKEN_EXPIRED';
  if (authError?.code === 'SESSION_REVOKED') return 'SESSION_REVOKED';
  return 'UNAUTHENTICATED';
}

/**
 * JWT authentication: `Authorization: Bearer <token>` or the httpOnly cookie the web app gets.
 * Every request learns its viewer (or null); routes that need one use `requireUser`.
 *
 * With a session store, a token also has to carry the user's current token version: a password
 * change or reset raises the version, so every older token stops working at once on every server
 * process (one primary-key read per request that sends a token). The role comes from the store
 * too, so a changed role applies immediately.
 */
export async function registerAuth(app: FastifyInstance, options: { secret: string; ttlSeconds: number; sessions?: SessionStore }) {
  await app.register(fastifyJwt, { secret: options.secret, sign: { algorithm: 'HS256' }, verify: { algorithms: ['HS256'] } });

  app.decorateRequest('viewer', null);
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
    if (!options.sessions) {
      request.viewer = { id: payload.sub, role: payload.role };
      return;
    }
    const state = isUuid(payload.sub) ? await options.sessions.lookup(payload.sub) : null;
    if (!state || state.tokenVersion !== (payload.ver ?? 0)) {
      request.viewer = null;
      (request as FastifyRequest & { authError?: unknown }).authError = { code: 'SESSION_REVOKED' };
      return;
    }
    request.viewer = { id: payload.sub, role: state.role };
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (request.viewer) return;
    throw new AppError(401, authErrorCode(request));
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!request.viewer) throw new AppError(401, authErrorCode(request));
    if (request.viewer.role !== 'admin') throw new AppError(403, 'FORBIDDEN');
  });

  app.decorate('issueToken', async (user: AuthUser) => {
    const state = options.sessions ? await options.sessions.lookup(user.id) : null;
    const payload: TokenPayload = { sub: user.id, role: state?.role ?? user.role, ver: state?.tokenVersion ?? 0 };
    const token = app.jwt.sign(payload, { expiresIn: options.ttlSeconds });
    return { token, expiresAt: new Date(Date.now() + options.ttlSeconds * 1000) };
  });
}
