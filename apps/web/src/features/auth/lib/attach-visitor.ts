import { getVisitorId } from '@/shared/lib/visitor-id';
import { followUtm } from '../api/follow-utm';

/** After a login: links this browser's first campaign visit (if any) to the customer. Best effort. */
export function attachVisitor(): void {
  followUtm({ visitor_id: getVisitorId() }).catch(() => undefined);
}
