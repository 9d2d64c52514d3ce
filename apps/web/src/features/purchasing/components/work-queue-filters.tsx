import { siteText, workQueueFilterText as t } from '@kaimono/i18n';
import { siteCodes } from '@/shared/config/sites';
import { useListUrl } from '@/shared/lib/use-list-url';
import { UrlFilterBar } from '@/shared/ui/staff-list';
import type { WorkQueueFilters } from '../api/purchasing-api';

/** The work lists' filters as the URL has them (only those set; the server checks the values). */
export function useWorkQueueFilters(): WorkQueueFilters {
  const url = useListUrl();
  const filters: WorkQueueFilters = {};
  for (const name of ['site', 'q', 'from', 'to'] as const) {
    const value = url.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

/** The filter bar of the purchasing queue and the Japan warehouse list: site, code or phone, a day range. */
export function WorkQueueFilterBar() {
  return (
    <UrlFilterBar
      label={t.label}
      selects={[{ name: 'site', label: t.site, options: [{ value: '', label: t.allSites }, ...siteCodes.map((site) => ({ value: site, label: siteText[site].name }))] }]}
      search={{ label: t.search, maxLength: 100 }}
      texts={[
        { name: 'from', label: t.from, maxLength: 10, type: 'date' },
        { name: 'to', label: t.to, maxLength: 10, type: 'date' },
      ]}
      submitLabel={t.apply}
      clearLabel={t.clear}
    />
  );
}
