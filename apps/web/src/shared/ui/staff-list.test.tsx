import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListUrl } from '@/shared/lib/use-list-url';
import { ApiError } from '@/shared/api/http';
import { Dialog } from './dialog';
import { StaffList, UrlFilterBar, type StaffListColumn } from './staff-list';
import type { QueryStateSource } from './query-state';

interface Row {
  id: string;
  code: string;
}
type Page = { results: Row[]; total: number };

const rowsOf = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: `r${i + 1}`, code: `KM${i + 1}` }));
const loaded = (data: Page): QueryStateSource<Page> => ({ isPending: false, isError: false, isFetching: false, error: null, data, refetch: () => undefined });

const columns: ReadonlyArray<StaffListColumn<Row>> = [
  { key: 'code', header: 'Mã', rowHeader: true, cell: (row) => row.code },
  { key: 'actions', header: 'Thao tác', srOnlyHeader: true, cell: (row) => <button type="button">Xem {row.code}</button> },
];

function Screen({ query, opened }: { query: QueryStateSource<Page>; opened: string[] }) {
  const url = useListUrl();
  return (
    <StaffList
      query={query}
      rows={(data) => data.results}
      rowKey={(row) => row.id}
      rowProps={(row) => ({ 'data-testid': 'row', 'data-code': row.code })}
      onOpen={(row) => opened.push(`${row.code}@${url.get('status') ?? ''}`)}
      columns={columns}
      count={(data) => `${data.total} đơn`}
      paging={(data) => ({ size: 3, total: data.total })}
      table={{ wrapClassName: 'wrap', className: 'table', label: 'Danh sách thử' }}
      toolbar={
        <UrlFilterBar
          label="Lọc thử"
          selects={[{ name: 'status', label: 'Trạng thái', options: [{ value: '', label: 'Tất cả' }, { value: 'paid', label: 'Đã trả' }] }]}
          checks={[{ name: 'overdue', label: 'Chỉ quá hạn' }]}
          search={{ label: 'Tìm đơn', maxLength: 20 }}
          submitLabel="Tìm"
          clearLabel="Xóa lọc"
        />
      }
      forbidden="Không được xem"
      empty={<p>Không có đơn nào</p>}
    />
  );
}

function renderList(query: QueryStateSource<Page>, path = '/admin/list') {
  const opened: string[] = [];
  const router = createMemoryRouter([{ path: '/admin/list', element: <Screen query={query} opened={opened} /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router, opened };
}

const selectedCode = () => document.querySelector('tr[aria-current="true"]')?.getAttribute('data-code') ?? null;

describe('StaffList (the staff list/detail scaffold)', () => {
  it('moves the selection with j/k and the arrows, the row taking the focus; Enter opens the selected row', async () => {
    const user = userEvent.setup();
    const { opened } = renderList(loaded({ results: rowsOf(3), total: 3 }), '/admin/list?status=paid');
    expect(selectedCode()).toBeNull();
    await user.keyboard('j');
    expect(selectedCode()).toBe('KM1');
    expect(document.activeElement?.getAttribute('data-code')).toBe('KM1');
    await user.keyboard('j{ArrowDown}{ArrowDown}');
    expect(selectedCode()).toBe('KM3');
    await user.keyboard('k');
    expect(selectedCode()).toBe('KM2');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(selectedCode()).toBe('KM1');
    await user.keyboard('{Enter}');
    expect(opened).toEqual(['KM1@paid']);
  });

  it('leaves keys typed in a box alone, and / goes to the search box', async () => {
    const user = userEvent.setup();
    const { opened } = renderList(loaded({ results: rowsOf(2), total: 2 }));
    await user.keyboard('/');
    const box = screen.getByLabelText('Tìm đơn');
    expect(document.activeElement).toBe(box);
    await user.keyboard('jk{Enter}');
    expect((box as HTMLInputElement).value).toBe('jk');
    expect(selectedCode()).toBeNull();
    expect(opened).toEqual([]);
  });

  it('does nothing while a dialog is open', async () => {
    const user = userEvent.setup();
    renderList(loaded({ results: rowsOf(2), total: 2 }));
    render(<Dialog open onOpenChange={() => undefined} title="Hộp thoại" />);
    await user.keyboard('j');
    expect(selectedCode()).toBeNull();
  });

  it('reads its filters from the URL and writes them back (a change goes to page 1); pages are links', async () => {
    const user = userEvent.setup();
    const { router } = renderList(loaded({ results: rowsOf(3), total: 7 }), '/admin/list?status=paid&q=abc&page=2');
    expect((screen.getByLabelText('Trạng thái') as HTMLSelectElement).value).toBe('paid');
    expect((screen.getByLabelText('Tìm đơn') as HTMLInputElement).value).toBe('abc');
    expect(screen.getByRole('link', { name: /Trang 3/ }).getAttribute('href')).toBe('/admin/list?status=paid&q=abc&page=3');
    await user.click(screen.getByLabelText('Chỉ quá hạn'));
    expect(router.state.location.search).toBe('?status=paid&q=abc&overdue=true');
    const box = screen.getByLabelText('Tìm đơn');
    await user.clear(box);
    await user.type(box, '  KM   12 ');
    await user.click(screen.getByRole('button', { name: 'Tìm' }));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('KM 12');
    await user.selectOptions(screen.getByLabelText('Trạng thái'), '');
    expect(new URLSearchParams(router.state.location.search).get('status')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Xóa lọc' }));
    expect(router.state.location.search).toBe('');
  });

  it('UrlFilterBar: text and date boxes come from the URL and are applied together by the button, in one change', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        {
          path: '/admin/log',
          element: (
            <UrlFilterBar
              label="Lọc nhật ký"
              search={{ name: 'actor', label: 'Nhân viên', maxLength: 20 }}
              texts={[
                { name: 'entity', label: 'Đối tượng', maxLength: 10 },
                { name: 'from', label: 'Từ ngày', maxLength: 10, type: 'date' },
              ]}
              submitLabel="Lọc"
              clearLabel="Xóa lọc"
            />
          ),
        },
      ],
      { initialEntries: ['/admin/log?entity=order&from=2026-11-01&page=3'] },
    );
    render(<RouterProvider router={router} />);
    const entity = screen.getByLabelText('Đối tượng') as HTMLInputElement;
    const from = screen.getByLabelText('Từ ngày') as HTMLInputElement;
    expect(entity.value).toBe('order');
    expect(from.type).toBe('date');
    expect(from.value).toBe('2026-11-01');
    expect(screen.getByRole('search', { name: 'Lọc nhật ký' })).toBeTruthy();
    const entries: string[] = [];
    const stop = router.subscribe((state) => entries.push(state.location.search));
    await user.type(screen.getByLabelText('Nhân viên'), ' 0901 ');
    await user.clear(entity);
    await user.type(entity, 'staff:u-1234567890');
    // Typing changes nothing until the button; then every box at once, back to page 1.
    expect(entries).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Lọc' }));
    expect(entries).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ actor: '0901', entity: 'staff:u-12', from: '2026-11-01' });
    await user.click(screen.getByRole('button', { name: 'Xóa lọc' }));
    expect(router.state.location.search).toBe('');
    expect(entity.value).toBe('');
    expect((screen.getByLabelText('Nhân viên') as HTMLInputElement).value).toBe('');
    stop();
  });

  it('shows the count and the table, and the empty, forbidden and failed states through QueryState', () => {
    renderList(loaded({ results: rowsOf(2), total: 2 }));
    expect(screen.getByText('2 đơn')).toBeTruthy();
    const table = within(screen.getByRole('table', { name: 'Danh sách thử' }));
    expect(table.getAllByTestId('row')).toHaveLength(2);
    expect(table.getByRole('rowheader', { name: 'KM1' })).toBeTruthy();
  });

  it.each([
    ['empty', loaded({ results: [], total: 0 }), 'Không có đơn nào'],
    ['forbidden', { ...loaded({ results: [], total: 0 }), isError: true, data: undefined, error: new ApiError(403, 'FORBIDDEN', 'x') }, 'Không được xem'],
  ])('%s', (_name, query, text) => {
    renderList(query as QueryStateSource<Page>);
    expect(screen.getByText(text)).toBeTruthy();
  });
});
