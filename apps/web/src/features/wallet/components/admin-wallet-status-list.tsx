import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { walletAdminText } from '@kaimono/i18n';
import { Field } from '@/shared/ui/field';
import { ListTable } from '@/shared/ui/list-table';
import { NativeSelect, type NativeSelectOption } from '@/shared/ui/native-select';
import { Pagination } from '@/shared/ui/pagination';
import { QueryState, type QueryStateSource } from '@/shared/ui/query-state';
import { ADMIN_WALLET_PAGE_SIZE } from '../api/admin-wallet-api';
import type { Paged } from '../api/history-api';
import { withList } from '../lib/admin-wallet-params';

const common = walletAdminText.common;

export interface AdminWalletStatusListProps<T> {
  /** The status select's id (one per tab). */
  selectId: string;
  statusOptions: ReadonlyArray<NativeSelectOption>;
  /** The select's value, from `listParams`. */
  statusValue: string;
  query: QueryStateSource<Paged<T>>;
  /** Shown when the page has no rows. */
  empty: ReactNode;
  count: (total: number) => string;
  /** The table's thead and tbody for the page's rows. */
  children: (rows: T[]) => ReactNode;
}

/** A staff wallet list by status (`?status=&page=` beside `?tab=`): the status filter, loading/failed/empty, the count, the table and its pages. */
export function AdminWalletStatusList<T>({ selectId, statusOptions, statusValue, query, empty, count, children }: AdminWalletStatusListProps<T>) {
  const [search, setSearch] = useSearchParams();
  return (
    <>
      <div className="admin-wallet__toolbar">
        <Field label={common.statusFilter} id={selectId}>
          {(control) => (
            <NativeSelect {...control} value={statusValue} options={statusOptions} onChange={(event) => setSearch(withList(search, { status: event.target.value }))} />
          )}
        </Field>
      </div>
      <QueryState query={query} empty={empty}>
        {({ results, pagination }) => (
          <ListTable
            count={count(pagination.total)}
            wrapClassName="admin-wallet__table-wrap"
            className="admin-wallet__table"
            busy={query.isFetching}
            footer={
              <Pagination
                page={pagination.page}
                size={pagination.size || ADMIN_WALLET_PAGE_SIZE}
                total={pagination.total}
                onPageChange={(p) => setSearch(withList(search, { page: p }))}
              />
            }
          >
            {children(results)}
          </ListTable>
        )}
      </QueryState>
    </>
  );
}
