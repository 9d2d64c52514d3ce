import { useState } from 'react';
import type { AdminKeywordDto, SiteCode } from '@kaimono/contracts';
import { siteCodes } from '@/shared/config/sites';
import { keywordsAdminText, siteText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { ListTable } from '@/shared/ui/list-table';
import { StatusSearchFilters } from '@/shared/ui/list-filters';
import { NativeSelect } from '@/shared/ui/native-select';
import { Pagination } from '@/shared/ui/pagination';
import { QueryState } from '@/shared/ui/query-state';
import { useToast } from '@/shared/ui/toast';
import type { AdminKeywordFilters } from '../api/admin-keywords-api';
import { useAdminKeywords, useSetKeywordHidden } from '../hooks/use-admin-keywords';
import './admin-keywords.css';

const t = keywordsAdminText;

const statusOptions = [
  { value: '', label: t.statusOptions.all },
  { value: 'false', label: t.statusOptions.visible },
  { value: 'true', label: t.statusOptions.hidden },
];
const siteOptions = [{ value: '', label: t.allSites }, ...siteCodes.map((code) => ({ value: code, label: siteText[code].name }))];

const dateTime = new Intl.DateTimeFormat('vi-VN', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Ho_Chi_Minh' });

/**
 * /admin/keywords: the keywords counted from visitors' searches (counts, distinct visitors, whether
 * they are shown as "top searches"), and hiding one (or showing it again).
 */
export default function AdminKeywords() {
  const [filters, setFilters] = useState<AdminKeywordFilters>({ page: 1, site: null, hidden: null, search: null });
  const keywords = useAdminKeywords(filters);
  const filtered = filters.site !== null || filters.hidden !== null || filters.search !== null;
  const update = (change: Partial<AdminKeywordFilters>) => setFilters((current) => ({ ...current, page: 1, ...change }));

  return (
    <div className="admin-keywords">
      <div className="admin-keywords__filters">
        <Field label={t.site}>
          {(control) => (
            <NativeSelect {...control} name="type_code" value={filters.site ?? ''} options={siteOptions} onChange={(e) => update({ site: (e.target.value || null) as SiteCode | null })} />
          )}
        </Field>
        <StatusSearchFilters
          label={t.filtersLabel}
          status={{ label: t.status, value: filters.hidden === null ? '' : String(filters.hidden), options: statusOptions, onChange: (value) => update({ hidden: value === null ? null : value === 'true' }) }}
          search={{ label: t.search, hint: t.searchHint, value: filters.search ?? '', maxLength: 100, onSearch: (text) => update({ search: text }) }}
          submitLabel={t.submit}
          clear={{ label: t.clear, filtered, onClear: () => setFilters({ page: 1, site: null, hidden: null, search: null }) }}
        />
      </div>
      <QueryState query={keywords} forbidden={t.forbidden} empty={<EmptyState title={filtered ? t.emptyFiltered : t.empty} />}>
        {(data) => (
          <>
            <p className="muted admin-keywords__rule">{t.rule(data.min_visitors)}</p>
            <ListTable
              count={t.count(data.pagination.total)}
              wrapClassName="admin-keywords__table-wrap"
              className="admin-keywords__table"
              label={t.tableLabel}
              busy={keywords.isFetching}
              footer={
                <Pagination page={data.pagination.page} size={data.pagination.size} total={data.pagination.total} onPageChange={(page) => setFilters((current) => ({ ...current, page }))} />
              }
            >
              <thead>
                <tr>
                  <th scope="col">{t.columns.keyword}</th>
                  <th scope="col">{t.columns.site}</th>
                  <th scope="col" className="admin-keywords__num">
                    {t.columns.searches}
                  </th>
                  <th scope="col" className="admin-keywords__num">
                    {t.columns.visitors}
                  </th>
                  <th scope="col">{t.columns.state}</th>
                  <th scope="col">{t.columns.lastSearched}</th>
                  <th scope="col">
                    <span className="sr-only">{t.columns.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.results.map((keyword) => (
                  <KeywordRow key={`${keyword.type_code}:${keyword.name}`} keyword={keyword} />
                ))}
              </tbody>
            </ListTable>
          </>
        )}
      </QueryState>
    </div>
  );
}

function KeywordRow({ keyword }: { keyword: AdminKeywordDto }) {
  const toast = useToast();
  const mutation = useSetKeywordHidden();
  const state = keyword.unlisted_reason ?? 'listed';
  const toggle = () =>
    mutation.mutate(
      { type_code: keyword.type_code, name: keyword.name, hidden: !keyword.hidden },
      {
        onSuccess: (row) => toast.success(row.hidden ? t.hidden(row.name) : t.shown(row.name)),
        onError: (error) => toast.error(errorText(error)),
      },
    );
  return (
    <tr data-testid="admin-keyword-row">
      <th scope="row">{keyword.name}</th>
      <td>{siteText[keyword.type_code as SiteCode]?.name ?? keyword.type_code}</td>
      <td className="admin-keywords__num">{keyword.search_count.toLocaleString('vi-VN')}</td>
      <td className="admin-keywords__num">{keyword.visitor_count.toLocaleString('vi-VN')}</td>
      <td>
        <span className={`admin-keywords__badge admin-keywords__badge--${state}`}>{t.states[state]}</span>
      </td>
      <td>{dateTime.format(new Date(keyword.last_searched_at))}</td>
      <td>
        <Button
          variant="secondary"
          size="sm"
          loading={mutation.isPending}
          aria-label={keyword.hidden ? t.showLabel(keyword.name) : t.hideLabel(keyword.name)}
          onClick={toggle}
        >
          {keyword.hidden ? t.show : t.hide}
        </Button>
      </td>
    </tr>
  );
}
