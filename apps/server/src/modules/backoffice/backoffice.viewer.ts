import type { FastifyRequest } from 'fastify';
import { permissionsOfRoles, type Permission } from '../../platform/permissions.ts';

/** The permissions of the request's viewer, from the staff roles read with the session (the dashboard shows only the counts they allow). */
export function viewerPermissions(request: FastifyRequest): Permission[] {
  return permissionsOfRoles(request.viewer?.staffRoles ?? []);
}
