import { useState, type FormEvent } from 'react';
import type { AdminTranslationDto } from '@kaimono/contracts';
import { translationsAdminText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { ListTable } from '@/shared/ui/list-table';
import { StatusSearchFilters } from '@/shared/ui/list-filters';
import { Pagination } from '@/shared/ui/pagination';
import { QueryState } from '@/shared/ui/query-state';
import { useToast } from '@/shared/ui/toast';
import type { AdminTranslationFilters } from '../api/admin-translations-api';
import { useAdminTranslations, useCorrectTranslation } from '../hooks/use-admin-translations';
import './admin-translations.css';

const t = translationsAdminText;
const statusOptions = [
  { value: '', label: t.statusOptions.all },
  { value: 'true', label: t.statusOptions.corrected },
  { value: 'false', label: t.statusOptions.machine },
];
const dateTime = new Intl.DateTimeFormat('vi-VN', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Ho_Chi_Minh' });
const initial: AdminTranslationFilters = { page: 1, corrected: null, search: null };

/** /admin/translations: translated titles (per provider) and a staff correction of one. */
export default function AdminTranslations() {
  const [filters, setFilters] = useState<AdminTranslationFilters>(initial);
  const translations = useAdminTranslations(filters);
  const filtered = filters.corrected !== null || filters.search !== null;
  const update = (change: Partial<AdminTranslationFilters>) => setFilters((current) => ({ ...current, page: 1, ...change }));

  return (
    <div className="admin-translations">
      <div className="admin-translations__filters">
        <StatusSearchFilters
          label={t.filtersLabel}
          status={{
            label: t.status,
            value: filters.corrected === null ? '' : String(filters.corrected),
            options: statusOptions,
            onChange: (value) => update({ corrected: value === null ? null : value === 'true' }),
          }}
          search={{ label: t.search, hint: t.searchHint, value: filters.search ?? '', maxLength: 200, onSearch: (text) => update({ search: text }) }}
          submitLabel={t.submit}
          clear={{ label: t.clear, filtered, onClear: () => setFilters(initial) }}
        />
      </div>
      <QueryState query={translations} forbidden={t.forbidden} empty={<EmptyState title={filtered ? t.emptyFiltered : t.empty} />}>
        {(data) => (
          <ListTable
            count={t.count(data.pagination.total)}
            wrapClassName="admin-translations__table-wrap"
            className="admin-translations__table"
            label={t.tableLabel}
            busy={translations.isFetching}
            footer={<Pagination page={data.pagination.page} size={data.pagination.size} total={data.pagination.total} onPageChange={(page) => setFilters((current) => ({ ...current, page }))} />}
          >
            <thead>
              <tr>
                <th scope="col">{t.columns.source}</th>
                <th scope="col">{t.columns.vietnamese}</th>
                <th scope="col">{t.columns.provider}</th>
                <th scope="col">{t.columns.updated}</th>
                <th scope="col">
                  <span className="sr-only">{t.columns.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.results.map((row) => (
                <TranslationRow key={row.source_text} row={row} />
              ))}
            </tbody>
          </ListTable>
        )}
      </QueryState>
    </div>
  );
}

function TranslationRow({ row }: { row: AdminTranslationDto }) {
  const toast = useToast();
  const mutation = useCorrectTranslation();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(row.text_vi);
  const [error, setError] = useState<string | undefined>();
  const machine = row.google ?? row.glossary;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    mutation.mutate(
      { source_text: row.source_text, text_vi: text },
      {
        onSuccess: (saved) => {
          toast.success(t.saved(saved.text_vi));
          setEditing(false);
        },
        onError: (failure) => setError(errorText(failure)),
      },
    );
  };

  return (
    <tr data-testid="admin-translation-row">
      <th scope="row" lang="ja">
        {row.source_text}
      </th>
      <td>
        {row.text_vi}
        {row.provider === 'staff' && machine ? <span className="muted admin-translations__machine">{t.machine(machine)}</span> : null}
        {editing ? (
          <form className="admin-translations__form" onSubmit={submit} aria-label={t.editLabel(row.source_text)}>
            <Field label={t.field} hint={t.fieldHint} error={error}>
              {(control) => <Input {...control} name="text_vi" value={text} maxLength={500} onChange={(e) => setText(e.target.value)} />}
            </Field>
            <Button type="submit" size="sm" loading={mutation.isPending}>
              {t.save}
            </Button>
            <Button type="button" variant="secondary" size="sm" onClick={() => setEditing(false)}>
              {t.cancel}
            </Button>
          </form>
        ) : null}
      </td>
      <td>
        <span className={`admin-translations__badge admin-translations__badge--${row.provider}`}>{t.providers[row.provider]}</span>
      </td>
      <td>{dateTime.format(new Date(row.updated_at))}</td>
      <td>
        {editing ? null : (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t.editLabel(row.source_text)}
            onClick={() => {
              setText(row.text_vi);
              setError(undefined);
              setEditing(true);
            }}
          >
            {t.edit}
          </Button>
        )}
      </td>
    </tr>
  );
}
