import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { pricingWebText } from '@kaimono/i18n';
import { ApiError, errorText } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Dialog } from '@/shared/ui/dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { Icon } from '@/shared/ui/icons';
import { Input } from '@/shared/ui/input';
import { ListTable } from '@/shared/ui/list-table';
import { Pagination } from '@/shared/ui/pagination';
import { QueryState } from '@/shared/ui/query-state';
import { useToast } from '@/shared/ui/toast';
import { ROUTES_PAGE_SIZE, type RouteDto, type RouteSaveRequest } from '../api/pricing-api';
import { useDeleteRoute, useRoutes, useSaveRoute, useWarehouses } from '../hooks/use-pricing';
import { formatVnd } from '../lib/pricing-format';
import { routeFormValues, type RouteFormErrors } from '../lib/route-form';
import { RouteForm } from './route-form';
import './pricing.css';

const t = pricingWebText.admin;

/**
 * The reason under the toast's title: the server answers 'Lưu thất bại! <reason>' for saves and
 * 'error' for failed deletes (spec §8), so the title is cut off and 'error' is not shown.
 */
function detailOf(error: unknown, title: string): string | undefined {
  const message = errorText(error).trim();
  const reason = message.startsWith(title) ? message.slice(title.length).trim() : message;
  return reason && reason !== 'error' ? reason : undefined;
}

/** /admin/system-routes (spec §6): staff search, create, edit and delete shipping routes. */
export default function RoutesAdminView() {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(search);
  const routes = useRoutes(search, page);
  const warehouses = useWarehouses();
  const save = useSaveRoute();
  const remove = useDeleteRoute();
  const [editing, setEditing] = useState<RouteDto | 'new' | null>(null);
  const [serverErrors, setServerErrors] = useState<RouteFormErrors>({});
  const [removing, setRemoving] = useState<RouteDto | null>(null);

  const go = (next: { search?: string; page?: number }) => {
    const query = new URLSearchParams();
    const s = next.search ?? search;
    const p = next.page ?? page;
    if (s) query.set('search', s);
    if (p > 1) query.set('page', String(p));
    setParams(query);
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ search: draft.trim(), page: 1 });
  };

  const open = (route: RouteDto | 'new') => {
    setServerErrors({});
    save.reset();
    setEditing(route);
  };

  const onSave = (input: RouteSaveRequest) => {
    const id = editing && editing !== 'new' ? editing._id : null;
    setServerErrors({});
    save.mutate(
      { id, input },
      {
        onSuccess: (answer) => {
          toast.success(answer.message || t.saved);
          setEditing(null);
        },
        onError: (error) => {
          setServerErrors(error instanceof ApiError && error.fields ? error.fields : {});
          toast.error(t.saveFailed, detailOf(error, t.saveFailed));
        },
      },
    );
  };

  const onDelete = () => {
    if (!removing) return;
    const lastOnPage = routes.data?.results.length === 1 && page > 1;
    remove.mutate(removing._id, {
      onSuccess: (answer) => {
        toast.success(answer.message && answer.message !== 'error' ? answer.message : t.removed);
        setRemoving(null);
        if (lastOnPage) go({ page: page - 1 });
      },
      onError: (error) => {
        toast.error(t.removeFailed, detailOf(error, t.removeFailed));
        setRemoving(null);
      },
    });
  };

  const content = (
    <QueryState query={routes} forbidden={t.forbidden} empty={<EmptyState title={search ? t.emptySearch : t.empty} />}>
      {({ results, pagination }) => (
        <ListTable
          count={t.count(pagination.total)}
          wrapClassName="pricing-table-wrap"
          className="pricing-table routes-table"
          busy={routes.isFetching}
          footer={<Pagination page={pagination.page} size={pagination.size || ROUTES_PAGE_SIZE} total={pagination.total} onPageChange={(p) => go({ page: p })} />}
        >
          <thead>
            <tr>
              <th scope="col">{t.columns.code}</th>
              <th scope="col">{t.columns.name}</th>
              <th scope="col">{t.columns.warehouse}</th>
              <th scope="col">{t.columns.modes}</th>
              <th scope="col">{t.columns.status}</th>
              <th scope="col">
                <span className="sr-only">{t.columns.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {results.map((route) => (
              <tr key={route._id} data-testid="route-row">
                <td data-label={t.columns.code}>
                  <code>{route.code}</code>
                </td>
                <th scope="row" data-label={t.columns.name}>
                  {route.name}
                  {route.is_default && (
                    <>
                      {' '}
                      <span className="pricing-badge pricing-badge--primary">{t.default}</span>
                    </>
                  )}
                </th>
                <td data-label={t.columns.warehouse}>{route.warehouse.name}</td>
                <td data-label={t.columns.modes}>
                  <ul className="routes-table__modes">
                    {route.ship_modes.map((mode) => (
                      <li key={mode.code}>
                        {mode.name}: {pricingWebText.common.perKg(formatVnd(mode.price_per_kg_vnd))}
                      </li>
                    ))}
                  </ul>
                </td>
                <td data-label={t.columns.status}>
                  <span className={route.active ? 'pricing-badge pricing-badge--success' : 'pricing-badge'}>{route.active ? t.active : t.inactive}</span>
                </td>
                <td className="routes-table__actions">
                  <Button variant="secondary" size="sm" aria-label={t.editLabel(route.name)} onClick={() => open(route)}>
                    {t.edit}
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={t.removeLabel(route.name)} onClick={() => setRemoving(route)}>
                    {t.remove}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </ListTable>
      )}
    </QueryState>
  );

  return (
    <div className="routes-admin">
      <div className="routes-admin__toolbar">
        <form className="routes-admin__search" role="search" onSubmit={onSearch}>
          <Field label={t.searchLabel}>
            {(control) => <Input {...control} type="search" name="search" value={draft} maxLength={100} onChange={(e) => setDraft(e.target.value)} />}
          </Field>
          <Button type="submit" variant="secondary" leadingIcon={<Icon name="search" size={16} />}>
            {t.search}
          </Button>
        </form>
        <Button leadingIcon={<Icon name="plus" size={16} />} onClick={() => open('new')}>
          {t.add}
        </Button>
      </div>
      {content}

      <Dialog
        open={editing !== null}
        onOpenChange={(next) => {
          if (!next) setEditing(null);
        }}
        title={editing && editing !== 'new' ? t.formEdit(editing.name) : t.formCreate}
        size="lg"
      >
        {editing !== null && (
          <RouteForm
            key={editing === 'new' ? 'new' : editing._id}
            initial={routeFormValues(editing === 'new' ? null : editing)}
            warehouses={warehouses.data ?? []}
            serverErrors={serverErrors}
            saving={save.isPending}
            onSubmit={onSave}
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => {
          if (!next) setRemoving(null);
        }}
        title={t.removeTitle}
        description={removing ? t.removeBody(removing.name) : ''}
        confirmLabel={t.removeConfirm}
        destructive
        busy={remove.isPending}
        onConfirm={onDelete}
      />
    </div>
  );
}
