import type { FastifyRequest } from 'fastify';

/** Who acted and from where, for an audit entry written while handling `request`. */
export interface StaffActor {
  actorId: string | null;
  requestId: string | null;
  ip: string | null;
}

export function staffActorOf(request: FastifyRequest): StaffActor {
  return { actorId: request.viewer?.id ?? null, requestId: String(request.id), ip: request.ip ?? null };
}
