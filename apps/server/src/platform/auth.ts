import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import type { UserRole } from '@kaimono/contracts';
import { AppError } from './errors.ts';

export const AUTH_COOKIE = 'kaimono_token';

export interface AuthUser {
  id: string;
  role: UserRole;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; role: UserRole };
    user: AuthUser;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: the request must carry a valid token (header or cookie). */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    issueToken: (user: AuthUser) => { token: string; expiresAt: Date };
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

/**
 * JWT authentication: `Authorization: Bearer <token>` or the httpOnly cookie the web app gets.
 * Every request learns its viewer (or null); routes that need one use `requireUser`.
 */
export async function registerAuth(app: FastifyInstance, options: { secret: string; ttlSeconds: number }) {
  await app.register(fastifyJwt, { secret: options.secret, sign: { algorithm: 'HS256' }, verify: { algorithms: ['HS256'] } });

  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    const token = tokenFrom(request);
    if (!token) return;
    try {
      const payload = app.jwt.verify<{ sub: string; role: UserRole }>(token);
      request.viewer = { id: payload.sub, role: payload.role };
    } catch (error) {
      // An expired or forged token is the same as none, except where a route requires a user.
      request.viewer = null;
      (request as FastifyRequest & { authError?: unknown }).authError = error;
    }
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (request.viewer) return;
    const authError = (request as FastifyRequest & { authError?: { code?: string } }).authError;
    throw new AppError(401, authError?.code === 'FAST_JWT_EXPIRED' ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED');
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!request.viewer) throw new AppError(401, 'UNAUTHENTICATED');
    if (request.viewer.role !== 'admin') throw new AppError(403, 'FORBIDDEN');
  });

  app.decorate('issueToken', (user: AuthUser) => {
    const token = app.jwt.sign({ sub: user.id, role: user.role }, { expiresIn: options.ttlSeconds });
    return { token, expiresAt: new Date(Date.now() + options.ttlSeconds * 1000) };
  });
}
