import { useEffect, useRef, useState, type ReactNode } from 'react';
import { adminShellText } from '@kaimono/i18n';
import { cx } from '@/shared/lib/cx';
import { useListUrl } from '@/shared/lib/use-list-url';
import { FilterBar, type FilterBarProps } from './list-filters';
import { ListTable } from './list-table';
import { Pagination } from './pagination';
import type { NativeSelectOption } from './native-select';
import { QueryState, type QueryStateProps, type QueryStateSource } from './query-state';
import './staff-list.css';

export interface StaffListColumn<Row> {
  key: string;
  header: ReactNode;
  /** The header is read by screen readers only (an actions column). */
  srOnlyHeader?: boolean;
  /** The cell's `data-label` (the phone's stacked rows); the header when it is text, none with false. */
  label?: string | false;
  cell: (row: Row) => ReactNode;
  /** On the header and every cell (e.g. right-aligned numbers). */
  className?: string;
  /** This column's cell heads its row (`<th scope="row">`). */
  rowHeader?: boolean;
}

export interface StaffListProps<Data, Row> {
  query: QueryStateSource<Data>;
  rows: (data: Data) => Row[];
  rowKey: (row: Row) => string;
  columns: ReadonlyArray<StaffListColumn<Row>>;
  /** Attributes of a row's `<tr>` (test id, status, class). */
  rowProps?: (row: Row) => Record<string, string | undefined>;
  /** Opens a row (its detail page or dialog): Enter on the selected row. Without it Enter goes to the row's first control. */
  onOpen?: (row: Row) => void;
  /** The "N results" line. */
  count: (data: Data) => ReactNode;
  /** The list's pages (from the URL's `?page=`, as links); without it the list is one page. */
  paging?: (data: Data) => { size: number; total: number };
  table: { wrapClassName: string; className: string; label?: string; countClassName?: string };
  skeleton?: ReactNode;
  forbidden?: QueryStateProps<Data>['forbidden'];
  empty?: ReactNode;
  /** Above the table: the filter bar (`UrlFilterBar`) and any actions. */
  toolbar?: ReactNode;
  className?: string;
}

const editable = (el: Element | null) =>
  !!el && (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || (el as HTMLElement).isContentEditable);

/**
 * One list/detail scaffold for staff screens: filters from the URL (toolbar), then the four states of
 * a query (QueryState: loading, forbidden, failure, empty), the count, the table and its pages. The
 * keyboard works the list: j/k or ↓/↑ move the selection (the row takes the focus), Enter opens the
 * selected row, / goes to the search box. Keys typed in a box, or while a dialog is open, are left alone.
 */
export function StaffList<Data, Row>(props: StaffListProps<Data, Row>) {
  const { query, rows, rowKey, columns, rowProps, onOpen, count, paging, table, skeleton, forbidden, empty, toolbar, className } = props;
  const url = useListUrl();
  const root = useRef<HTMLDivElement>(null);
  const current = query.data === undefined ? [] : rows(query.data);
  // The selection belongs to the rows it was made on: another page or other filters select nothing.
  const signature = `${current[0] ? rowKey(current[0]) : ''}:${current.length}`;
  const [selection, setSelection] = useState({ signature, index: -1 });
  const selected = selection.signature === signature ? selection.index : -1;
  const setSelected = (index: number) => setSelection({ signature, index });

  const rowElement = (index: number) => root.current?.querySelector<HTMLTableRowElement>(`tbody tr[data-row-index="${index}"]`) ?? null;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || !root.current) return;
      const target = event.target instanceof Element ? event.target : null;
      if (editable(target) || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const inList = !target || target === document.body || root.current.contains(target);
      const list = current;
      const at = selected;
      const open = onOpen;
      const move = (delta: number) => {
        if (list.length === 0) return;
        event.preventDefault();
        const index = Math.min(list.length - 1, Math.max(0, at < 0 ? 0 : at + delta));
        setSelection({ signature, index });
        rowElement(index)?.focus();
      };
      switch (event.key) {
        case '/': {
          const box = root.current.querySelector<HTMLInputElement>('input[type="search"]');
          if (!box) return;
          event.preventDefault();
          box.focus();
          box.select();
          return;
        }
        case 'j':
          return move(1);
        case 'k':
          return move(-1);
        case 'ArrowDown':
          return inList ? move(1) : undefined;
        case 'ArrowUp':
          return inList ? move(-1) : undefined;
        case 'Enter': {
          const row = target?.closest('tr[data-row-index]');
          const index = row && root.current.contains(row) && row === target ? Number(row.getAttribute('data-row-index')) : target === document.body ? at : -1;
          if (index < 0 || !list[index]) return;
          event.preventDefault();
          if (open) open(list[index]);
          else rowElement(index)?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
          return;
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  return (
    <div className={cx('k-staff-list', className)} ref={root}>
      {toolbar}
      <QueryState query={query} skeleton={skeleton} forbidden={forbidden} empty={empty} isEmpty={(data) => rows(data).length === 0}>
        {(data) => {
          const pages = paging?.(data);
          return (
            <ListTable
              count={count(data)}
              countClassName={table.countClassName}
              wrapClassName={table.wrapClassName}
              className={table.className}
              label={table.label}
              busy={query.isFetching}
              footer={
                <>
                  {pages && <Pagination page={url.page} size={pages.size} total={pages.total} hrefFor={url.pageHref} />}
                  <p className="k-staff-list__keys muted">{adminShellText.list.keyboardHint}</p>
                </>
              }
            >
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column.key} scope="col" className={column.className}>
                      {column.srOnlyHeader ? <span className="sr-only">{column.header}</span> : column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows(data).map((row, index) => (
                  <tr
                    key={rowKey(row)}
                    {...rowProps?.(row)}
                    className={cx(rowProps?.(row).className, index === selected && 'k-staff-list__row--selected')}
                    data-row-index={index}
                    aria-current={index === selected ? 'true' : undefined}
                    tabIndex={-1}
                    onFocus={() => setSelected(index)}
                  >
                    {columns.map((column) => {
                      const label = column.label === false ? undefined : (column.label ?? (typeof column.header === 'string' ? column.header : undefined));
                      return column.rowHeader ? (
                        <th key={column.key} scope="row" data-label={label} className={column.className}>
                          {column.cell(row)}
                        </th>
                      ) : (
                        <td key={column.key} data-label={label} className={column.className}>
                          {column.cell(row)}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </ListTable>
          );
        }}
      </QueryState>
    </div>
  );
}

export interface UrlFilterBarProps extends Omit<FilterBarProps, 'selects' | 'checks' | 'search' | 'texts' | 'onApply' | 'clear'> {
  /** Selects on URL parameters; `value` overrides the parameter's value (a default status, a parsed value). */
  selects?: ReadonlyArray<{ name: string; label: string; options: ReadonlyArray<NativeSelectOption>; value?: string }>;
  /** Checkboxes on URL parameters: `name=true` while checked. */
  checks?: ReadonlyArray<{ name: string; label: string }>;
  search?: { name?: string; label: string; hint?: string; maxLength: number };
  /** More boxes on URL parameters (text, or a date as YYYY-MM-DD), applied with the search box by its button. */
  texts?: ReadonlyArray<{ name: string; label: string; maxLength: number; type?: 'text' | 'date' }>;
  /** "Clear" while any of the bar's parameters is set. */
  clearLabel?: string;
}

/** The filter bar of a staff list, read from and written to the URL (a change goes back to page 1). */
export function UrlFilterBar({ selects = [], checks = [], search, texts = [], clearLabel, ...rest }: UrlFilterBarProps) {
  const url = useListUrl();
  const names = [...selects.map((s) => s.name), ...checks.map((c) => c.name), ...(search ? [search.name ?? 'q'] : []), ...texts.map((x) => x.name)];
  return (
    <FilterBar
      {...rest}
      selects={selects.map((s) => ({ ...s, value: s.value ?? url.get(s.name) ?? '', onChange: (value) => url.setFilters({ [s.name]: value }) }))}
      checks={checks.map((c) => ({ ...c, checked: url.get(c.name) === 'true', onChange: (checked) => url.setFilters({ [c.name]: checked ? 'true' : null }) }))}
      search={search && { ...search, value: url.get(search.name ?? 'q') ?? '', onSearch: (text) => url.setFilters({ [search.name ?? 'q']: text }) }}
      texts={texts.map((x) => ({ ...x, value: url.get(x.name) ?? '' }))}
      onApply={(values) => url.setFilters(values)}
      clear={clearLabel ? { label: clearLabel, filtered: names.some((n) => url.get(n)), onClear: () => url.setFilters(Object.fromEntries(names.map((n) => [n, null]))) } : undefined}
    />
  );
}
