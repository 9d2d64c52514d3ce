import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { commonText, uiKitText } from '@kaimono/i18n';
import { ApiError } from '@/shared/api/http';
import { StatusSearchFilters } from './list-filters';
import { ListTable } from './list-table';
import { hasNoRows, QueryState, type QueryStateSource } from './query-state';

type Page = { results: string[] };

function query(state: Partial<QueryStateSource<Page>>): QueryStateSource<Page> {
  return { isPending: false, isError: false, isFetching: false, error: null, data: undefined, refetch: vi.fn(), ...state };
}

const rows = (page: Page) => (
  <ul>
    {page.results.map((r) => (
      <li key={r}>{r}</li>
    ))}
  </ul>
);

describe('QueryState', () => {
  it('shows the skeleton in a "loading" status region while the first answer is awaited', () => {
    render(
      <QueryState query={query({ isPending: true })} skeleton={<span data-testid="my-skeleton" />}>
        {rows}
      </QueryState>,
    );
    expect(screen.getByRole('status').textContent).toContain(uiKitText.loading);
    expect(screen.getByTestId('my-skeleton')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows "load failed" with a retry that refetches, busy while refetching', async () => {
    const refetch = vi.fn();
    const { rerender } = render(<QueryState query={query({ isError: true, error: new Error('x'), refetch })}>{rows}</QueryState>);
    expect(screen.getByRole('heading', { name: uiKitText.loadFailedTitle })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: commonText.retry }));
    expect(refetch).toHaveBeenCalledTimes(1);
    rerender(<QueryState query={query({ isError: true, isFetching: true, error: new Error('x'), refetch })}>{rows}</QueryState>);
    expect(screen.getByRole('button', { name: commonText.retry }).getAttribute('aria-busy')).toBe('true');
  });

  it('shows the forbidden notice on a 403 when asked, a title or the server error through a function', () => {
    const denied = new ApiError(403, 'forbidden', 'Bạn không có quyền');
    const { rerender } = render(
      <QueryState query={query({ isError: true, error: denied })} forbidden="Không được phép">
        {rows}
      </QueryState>,
    );
    expect(screen.getByRole('heading', { name: 'Không được phép' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: commonText.retry })).toBeNull();

    rerender(
      <QueryState query={query({ isError: true, error: denied })} forbidden={(error) => error.message}>
        {rows}
      </QueryState>,
    );
    expect(screen.getByRole('heading', { name: 'Bạn không có quyền' })).toBeTruthy();
  });

  it('treats a 403 as a load failure without `forbidden`, and other errors as failures even with it', () => {
    const { rerender } = render(<QueryState query={query({ isError: true, error: new ApiError(403, 'forbidden', 'no') })}>{rows}</QueryState>);
    expect(screen.getByRole('heading', { name: uiKitText.loadFailedTitle })).toBeTruthy();
    rerender(
      <QueryState query={query({ isError: true, error: new ApiError(500, 'error', 'boom') })} forbidden="Không được phép">
        {rows}
      </QueryState>,
    );
    expect(screen.getByRole('heading', { name: uiKitText.loadFailedTitle })).toBeTruthy();
  });

  it('shows `empty` for an answer with no rows, and the children otherwise', () => {
    const { rerender } = render(
      <QueryState query={query({ data: { results: [] } })} empty={<p>Chưa có gì</p>}>
        {rows}
      </QueryState>,
    );
    expect(screen.getByText('Chưa có gì')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();

    rerender(
      <QueryState query={query({ data: { results: ['a', 'b'] } })} empty={<p>Chưa có gì</p>}>
        {rows}
      </QueryState>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b']);
    expect(screen.queryByText('Chưa có gì')).toBeNull();
  });

  it('renders the children for an empty answer when no `empty` is given, and honours a custom isEmpty', () => {
    const { rerender } = render(<QueryState query={query({ data: { results: [] } })}>{() => <p>children</p>}</QueryState>);
    expect(screen.getByText('children')).toBeTruthy();
    rerender(
      <QueryState query={query({ data: { results: ['a'] } })} empty={<p>trống</p>} isEmpty={() => true}>
        {rows}
      </QueryState>,
    );
    expect(screen.getByText('trống')).toBeTruthy();
  });

  it('hasNoRows knows arrays and pages', () => {
    expect(hasNoRows([])).toBe(true);
    expect(hasNoRows(['x'])).toBe(false);
    expect(hasNoRows({ results: [] })).toBe(true);
    expect(hasNoRows({ results: [1] })).toBe(false);
    expect(hasNoRows({ data: 1 })).toBe(false);
    expect(hasNoRows(null)).toBe(false);
  });
});

describe('ListTable', () => {
  it('renders the polite count line, the named table (busy while refetching) and the footer', () => {
    render(
      <ListTable count="3 kết quả" countClassName="x-count" wrapClassName="x-wrap" className="x-table" label="Danh sách" busy footer={<nav aria-label="Trang" />}>
        <tbody>
          <tr>
            <td>1</td>
          </tr>
        </tbody>
      </ListTable>,
    );
    const count = screen.getByText('3 kết quả');
    expect(count.getAttribute('aria-live')).toBe('polite');
    expect(count.className).toBe('muted x-count');
    const table = screen.getByRole('table', { name: 'Danh sách' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(table.parentElement?.className).toBe('x-wrap');
    expect(screen.getByRole('navigation', { name: 'Trang' })).toBeTruthy();
  });
});

describe('StatusSearchFilters', () => {
  function setup(filtered: boolean) {
    const onStatus = vi.fn();
    const onSearch = vi.fn();
    const onClear = vi.fn();
    render(
      <StatusSearchFilters
        label="Bộ lọc"
        status={{ label: 'Trạng thái', value: '', options: [{ value: '', label: 'Tất cả' }, { value: 'paid', label: 'Đã trả' }], onChange: onStatus }}
        search={{ label: 'Tìm', hint: 'Mã hoặc tên', value: 'abc', maxLength: 8, onSearch }}
        submitLabel="Tìm kiếm"
        clear={{ label: 'Xoá lọc', filtered, onClear }}
      />,
    );
    return { onStatus, onSearch, onClear };
  }

  it('applies the status at once and searches with the tidied text', async () => {
    const { onStatus, onSearch } = setup(false);
    expect(screen.getByRole('search', { name: 'Bộ lọc' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Xoá lọc' })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Trạng thái'), 'paid');
    expect(onStatus).toHaveBeenLastCalledWith('paid');
    await userEvent.selectOptions(screen.getByLabelText('Trạng thái'), '');
    expect(onStatus).toHaveBeenLastCalledWith(null);

    const box = screen.getByRole('searchbox', { name: /Tìm/ });
    expect((box as HTMLInputElement).value).toBe('abc');
    await userEvent.clear(box);
    await userEvent.type(box, '  a   b  ');
    await userEvent.click(screen.getByRole('button', { name: 'Tìm kiếm' }));
    expect(onSearch).toHaveBeenLastCalledWith('a b');
    await userEvent.clear(box);
    await userEvent.click(screen.getByRole('button', { name: 'Tìm kiếm' }));
    expect(onSearch).toHaveBeenLastCalledWith(null);
  });

  it('clears the box and the filters while filtered', async () => {
    const { onClear } = setup(true);
    await userEvent.click(screen.getByRole('button', { name: 'Xoá lọc' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('searchbox', { name: /Tìm/ }) as HTMLInputElement).value).toBe('');
  });
});
