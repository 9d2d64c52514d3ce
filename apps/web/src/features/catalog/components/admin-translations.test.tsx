import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminTranslationDto } from '@kaimono/contracts';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const admin = { ...testUser, id: 'admin-1', role: 'admin' as const, full_name: 'Nhân viên Quản lý', customer_no: 'KM000001' };

const seiko: AdminTranslationDto = {
  source_text: 'SEIKO プレザージュ 腕時計',
  text_vi: 'SEIKO Purezaju đồng hồ đeo tay',
  provider: 'glossary',
  glossary: 'SEIKO Purezaju đồng hồ đeo tay',
  google: null,
  staff: null,
  updated_at: '2026-11-27T03:00:00.000Z',
};

function setup(handlers: Record<string, MockHandler | MockReply> = {}) {
  let rows = [seiko];
  return mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/session': { body: { success: true, data: admin } },
    'GET /api/admin/translations': () => ({ body: { success: true, results: rows, pagination: { page: 1, size: 50, total: rows.length } } }),
    'PUT /api/admin/translations': (req) => {
      const body = req.body as { source_text: string; text_vi: string };
      if (body.text_vi.includes('バ')) {
        return { status: 400, body: { success: false, code: 'TRANSLATION_INVALID', message: 'Bản dịch phải có chữ, tối đa 500 ký tự, và không được ghép chữ Nhật với chữ Việt trong cùng một từ.' } };
      }
      rows = rows.map((r) => (r.source_text === body.source_text ? { ...r, text_vi: body.text_vi, staff: body.text_vi, provider: 'staff' as const } : r));
      return { body: { success: true, data: rows[0] } };
    },
    ...handlers,
  });
}

describe('/admin/translations', () => {
  it('lists translated titles and saves a staff correction; the list is read again', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    renderApp('/admin/translations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bản dịch tên sản phẩm' })).toBeTruthy();
    const row = (await screen.findAllByTestId('admin-translation-row'))[0]!;
    expect(within(row).getByRole('rowheader').textContent).toBe('SEIKO プレザージュ 腕時計');
    expect(within(row).getByText('Từ điển')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Sửa bản dịch của "SEIKO プレザージュ 腕時計"' }));
    const input = await screen.findByLabelText(/Tên tiếng Việt/);
    await user.clear(input);
    await user.type(input, 'túi バッグ');
    await user.click(screen.getByRole('button', { name: 'Lưu bản sửa' }));
    expect(await screen.findByText(/không được ghép chữ Nhật với chữ Việt/)).toBeTruthy();

    await user.clear(input);
    await user.type(input, 'Đồng hồ Seiko Presage');
    await user.click(screen.getByRole('button', { name: 'Lưu bản sửa' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').at(-1)).toMatchObject({ path: '/api/admin/translations', body: { source_text: 'SEIKO プレザージュ 腕時計', text_vi: 'Đồng hồ Seiko Presage' } }),
    );
    expect(await screen.findByText('Đã lưu bản dịch "Đồng hồ Seiko Presage".')).toBeTruthy();
    const updated = (await screen.findAllByTestId('admin-translation-row'))[0]!;
    await waitFor(() => expect(within(updated).getByText('Nhân viên sửa')).toBeTruthy());
    expect(within(updated).getByText('Bản dịch máy: SEIKO Purezaju đồng hồ đeo tay')).toBeTruthy();
  });
});
