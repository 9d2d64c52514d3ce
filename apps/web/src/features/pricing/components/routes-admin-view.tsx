import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pricingWebText } from '@kaimono/i18n';
import { ApiError, errorText } from '@/shared/api/http';
import { useListUrl } from '@/shared/lib/use-list-url';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Dialog } from '@/shared/ui/dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { Icon } from '@/shared/ui/icons';
import { StaffList, UrlFilterBar, type StaffListColumn } from '@/shared/ui/staff-list';
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

function routeColumns(onEdit: (route: RouteDto) => void, onRemove: (route: RouteDto) => void): ReadonlyArray<StaffListColumn<RouteDto>> {
  return [
    { key: 'code', header: t.columns.code, cell: (route) => <code>{route.code}</code> },
    {
      key: 'name',
      header: t.columns.name,
      rowHeader: true,
      cell: (route) => (
        <>
          {route.name}
          {route.is_default && (
            <>
              {' '}
              <span className="pricing-badge pricing-badge--primary">{t.default}</span>
            </>
          )}
        </>
      ),
    },
    { key: 'warehouse', header: t.columns.warehouse, cell: (route) => route.warehouse.name },
    {
      key: 'modes',
      header: t.columns.modes,
      cell: (route) => (
        <ul className="routes-table__modes">
          {route.ship_modes.map((mode) => (
            <li key={mode.code}>
              {mode.name}: {pricingWebText.common.perKg(formatVnd(mode.price_per_kg_vnd))}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'status',
      header: t.columns.status,
      cell: (route) => <span className={route.active ? 'pricing-badge pricing-badge--success' : 'pricing-badge'}>{route.active ? t.active : t.inactive}</span>,
    },
    {
      key: 'actions',
      header: t.columns.actions,
      srOnlyHeader: true,
      label: false,
      className: 'routes-table__actions',
      cell: (route) => (
        <>
          <Button variant="secondary" size="sm" aria-label={t.editLabel(route.name)} onClick={() => onEdit(route)}>
            {t.edit}
          </Button>
          <Button variant="ghost" size="sm" aria-label={t.removeLabel(route.name)} onClick={() => onRemove(route)}>
            {t.remove}
          </Button>
        </>
      ),
    },
  ];
}

/** /admin/system-routes (spec §6): staff search, create, edit and delete shipping routes. */
export default function RoutesAdminView() {
  const toast = useToast();
  const navigate = useNavigate();
  const url = useListUrl();
  const search = url.get('search') ?? '';
  const page = url.page;
  const routes = useRoutes(search, page);
  const warehouses = useWarehouses();
  const save = useSaveRoute();
  const remove = useDeleteRoute();
  const [editing, setEditing] = useState<RouteDto | 'new' | null>(null);
  const [serverErrors, setServerErrors] = useState<RouteFormErrors>({});
  const [removing, setRemoving] = useState<RouteDto | null>(null);

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
        if (lastOnPage) navigate(url.pageHref(page - 1), { replace: true });
      },
      onError: (error) => {
        toast.error(t.removeFailed, detailOf(error, t.removeFailed));
        setRemoving(null);
      },
    });
  };

  return (
    <div className="routes-admin">
      <StaffList
        query={routes}
        rows={(data) => data.results}
        rowKey={(route) => route._id}
        rowProps={() => ({ 'data-testid': 'route-row' })}
        onOpen={open}
        columns={routeColumns(open, setRemoving)}
        count={(data) => t.count(data.pagination.total)}
        paging={(data) => ({ size: data.pagination.size || ROUTES_PAGE_SIZE, total: data.pagination.total })}
        table={{ wrapClassName: 'pricing-table-wrap', className: 'pricing-table routes-table' }}
        toolbar={
          <UrlFilterBar
            label={t.filtersLabel}
            search={{ name: 'search', label: t.searchLabel, maxLength: 100 }}
            submitLabel={t.search}
            actions={
              <Button leadingIcon={<Icon name="plus" size={16} />} onClick={() => open('new')}>
                {t.add}
              </Button>
            }
          />
        }
        forbidden={t.forbidden}
        empty={<EmptyState title={search ? t.emptySearch : t.empty} />}
      />

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
