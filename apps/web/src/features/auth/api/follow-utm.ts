import type { FollowUtmRequest } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

/** POST /api/user/follow-utm: the first campaign touch of this browser; linked at login. */
export function followUtm(body: FollowUtmRequest): Promise<{ success: true }> {
  return http.post('/user/follow-utm', body);
}
