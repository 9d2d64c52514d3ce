import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { getVisitorId } from '@/shared/lib/visitor-id';
import { followUtm } from '../api/follow-utm';

const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** The utm_* parameters of a landing URL, or null when it has none. */
export function utmFromSearch(search: string): Partial<Record<(typeof UTM_FIELDS)[number], string>> | null {
  const params = new URLSearchParams(search);
  const found: Partial<Record<(typeof UTM_FIELDS)[number], string>> = {};
  for (const field of UTM_FIELDS) {
    const value = params.get(field)?.trim();
    if (value) found[field] = value.slice(0, 500);
  }
  return Object.keys(found).length > 0 ? found : null;
}

/**
 * Records the campaign a visitor arrived from (POST /api/user/follow-utm, first touch per browser;
 * the server keeps only the first). Renders nothing.
 */
export function UtmTracker() {
  const { search, pathname } = useLocation();
  useEffect(() => {
    const utm = utmFromSearch(search);
    if (!utm) return;
    followUtm({ ...utm, url_page: pathname.slice(0, 2000), visitor_id: getVisitorId() }).catch(() => undefined);
  }, [search, pathname]);
  return null;
}
