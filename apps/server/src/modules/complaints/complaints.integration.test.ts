import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signupCustomer, type TestContext } from '../../test/harness.ts';
import { adminToken, bearer, configWithUploadDir, uploadImage } from '../../test/engagement.ts';
import { insertTestOrder } from '../../test/bills-fixtures.ts';

let ctx: TestContext;
let uploads: ReturnType<typeof configWithUploadDir>;
let admin: { token: string; id: string };

beforeAll(async () => {
  uploads = configWithUploadDir();
  ctx = await createTestContext({ config: uploads.config });
  admin = await adminToken(ctx.app, ctx.database);
});
afterAll(async () => {
  await ctx.close();
  uploads.cleanup();
});

const customer = async () => (await signupCustomer(ctx.app)).token;

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: unknown) {
  return ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}

async function file(token: string, payload: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/complaint', token, { type: 'damaged', content: 'Hộp bị móp, màn hình nứt góc trái.', ...payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: string; code: string; deadline_at: string; created_at: string };
}

async function countComplaints() {
  const { rows } = await ctx.database.executeSql('select count(*)::int as n from complaints', []);
  return rows[0]!.n as number;
}

async function rowOf(id: string) {
  const { rows } = await ctx.database.executeSql('select status, content, photos, answered_at from complaints where id = $1', [id]);
  return rows[0]!;
}

describe('GET /api/complaint/type', () => {
  it('lists the types with Vietnamese names and response hours, without login', async () => {
    const response = await call('GET', '/api/complaint/type', null);
    expect(response.statusCode).toBe(200);
    const types = response.json().results;
    expect(types.map((t: { code: string }) => t.code)).toEqual(['wrong_item', 'damaged', 'missing', 'late_delivery', 'wrong_charge', 'seller_cancel', 'other']);
    expect(types[1]).toEqual({ code: 'damaged', name: 'Hàng hư hỏng, vỡ', description: expect.any(String), response_hours: 48 });
  });
});

/** A bill of the customer for these orders (written straight into the tables). */
async function insertBill(userId: string, orders: { id: string; code: string }[]) {
  const code = `HD${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(0, 20);
  const { rows } = await ctx.database.executeSql(
    `insert into bills (code, user_id, amount_vnd, rate_scaled, weight_g, chargeable_weight_g) values ($1, $2, 100000, 1725000, 1000, 1000) returning id`,
    [code, userId],
  );
  const billId = rows[0]!.id as string;
  for (const order of orders) {
    await ctx.database.executeSql('insert into bill_items (bill_id, order_id, order_code, amount_vnd) values ($1, $2, $3, 50000)', [billId, order.id, order.code]);
  }
  return { id: billId, code };
}

describe('POST /api/complaint: the order and bill must be the complainant\'s (issue 13 §5)', () => {
  it('refuses another customer\'s order or bill and codes that do not exist; nothing is stored', async () => {
    const alice = await signupCustomer(ctx.app);
    const bob = await signupCustomer(ctx.app);
    const aliceOrder = await insertTestOrder(ctx.database.db, { userId: alice.userId });
    const bobOrder = await insertTestOrder(ctx.database.db, { userId: bob.userId });
    const aliceBill = await insertBill(alice.userId, [aliceOrder]);
    const bobBill = await insertBill(bob.userId, [bobOrder]);
    const otherAliceOrder = await insertTestOrder(ctx.database.db, { userId: alice.userId });
    const before = await countComplaints();

    const refused = [
      [{ order_code: bobOrder.code }, 'COMPLAINT_ORDER_NOT_FOUND', 'order_code', 'Không tìm thấy đơn hàng này trong tài khoản của bạn. Vui lòng kiểm tra lại mã đơn hàng.'],
      [{ order_code: 'KM2601010999' }, 'COMPLAINT_ORDER_NOT_FOUND', 'order_code', 'Không tìm thấy đơn hàng này trong tài khoản của bạn. Vui lòng kiểm tra lại mã đơn hàng.'],
      [{ bill_code: bobBill.code }, 'COMPLAINT_BILL_NOT_FOUND', 'bill_code', 'Không tìm thấy hóa đơn này trong tài khoản của bạn. Vui lòng kiểm tra lại mã hóa đơn.'],
      [{ bill_code: 'HD2601010999' }, 'COMPLAINT_BILL_NOT_FOUND', 'bill_code', 'Không tìm thấy hóa đơn này trong tài khoản của bạn. Vui lòng kiểm tra lại mã hóa đơn.'],
      [{ order_code: aliceOrder.code, bill_code: bobBill.code }, 'COMPLAINT_BILL_NOT_FOUND', 'bill_code', 'Không tìm thấy hóa đơn này trong tài khoản của bạn. Vui lòng kiểm tra lại mã hóa đơn.'],
      [{ order_code: otherAliceOrder.code, bill_code: aliceBill.code }, 'COMPLAINT_BILL_NOT_OF_ORDER', 'bill_code', 'Hóa đơn này không thuộc đơn hàng đã chọn.'],
    ] as const;
    for (const [refs, code, field, message] of refused) {
      const response = await call('POST', '/api/complaint', alice.token, { type: 'wrong_charge', content: 'Tính sai phí.', ...refs });
      expect(response.statusCode, JSON.stringify(refs)).toBe(400);
      expect(response.json()).toEqual({ success: false, request_id: expect.any(String), code, message, fields: { [field]: message } });
    }
    expect(await countComplaints()).toBe(before);

    // Her own order and its bill are accepted; the staff view then shows her beside her order.
    const ok = await call('POST', '/api/complaint', alice.token, { type: 'wrong_charge', content: 'Tính sai phí.', order_code: aliceOrder.code.toLowerCase(), bill_code: aliceBill.code.toLowerCase() });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ order_code: aliceOrder.code, bill_code: aliceBill.code });
    const billOnly = await call('POST', '/api/complaint', bob.token, { type: 'wrong_charge', content: 'Tính sai phí.', bill_code: bobBill.code });
    expect(billOnly.statusCode, billOnly.body).toBe(200);
    expect(await countComplaints()).toBe(before + 2);
  });
});

describe('POST /api/complaint', () => {
  it('files a complaint with photos and a response deadline of the type', async () => {
    const { token, userId } = await signupCustomer(ctx.app);
    const order = await insertTestOrder(ctx.database.db, { userId });
    const photo = await uploadImage(ctx.app, token, { folder: 'complaint' });
    const response = await call('POST', '/api/complaint', token, {
      type: 'late_delivery',
      content: '  Đơn chậm 10 ngày so với dự kiến.  ',
      photos: [photo.url],
      order_code: ` ${order.code.toLowerCase()} `,
    });
    expect(response.statusCode).toBe(200);
    const { data, message } = response.json();
    expect(message).toBe('Đã gửi khiếu nại. Chúng tôi sẽ phản hồi trong thời hạn cam kết.');
    expect(data).toMatchObject({
      code: expect.stringMatching(/^KN\d+$/),
      type: 'late_delivery',
      type_name: 'Giao hàng chậm',
      status: 'open',
      status_name: 'Chờ tiếp nhận',
      content: 'Đơn chậm 10 ngày so với dự kiến.',
      order_code: order.code,
      bill_code: null,
      overdue: false,
      answered_at: null,
      can_edit: true,
      can_withdraw: true,
      can_discuss: true,
    });
    expect(data.photos).toEqual([{ id: photo.id, url: photo.url, width: 64, height: 48 }]);
    expect(new Date(data.deadline_at).getTime() - new Date(data.created_at).getTime()).toBe(24 * 3_600_000);
  });

  it('refuses another customer’s photo, too many photos, and anything that is not an image upload', async () => {
    const token = await customer();
    const other = await customer();
    const theirs = await uploadImage(ctx.app, other);
    const mine = await Promise.all(Array.from({ length: 7 }, () => uploadImage(ctx.app, token)));
    const before = await countComplaints();
    for (const [photos, message] of [
      [[theirs.id], 'Ảnh đính kèm không hợp lệ. Vui lòng tải ảnh lên lại.'],
      [['https://evil.example/x.jpg'], 'Ảnh đính kèm không hợp lệ. Vui lòng tải ảnh lên lại.'],
      [['00000000-0000-4000-8000-000000000000'], 'Ảnh đính kèm không hợp lệ. Vui lòng tải ảnh lên lại.'],
      [mine.map((p) => p.id), 'Chỉ được đính kèm tối đa 6 ảnh.'],
    ] as const) {
      const response = await call('POST', '/api/complaint', token, { type: 'damaged', content: 'Hỏng', photos });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await countComplaints()).toBe(before);
  });

  it.each([
    [{ type: 'broken', content: 'x' }, 'Vui lòng chọn loại khiếu nại.'],
    [{ type: 'damaged', content: '   ' }, 'Vui lòng nhập nội dung khiếu nại (tối đa 5000 ký tự).'],
    [{ type: 'damaged', content: 'x'.repeat(5001) }, 'Vui lòng nhập nội dung khiếu nại (tối đa 5000 ký tự).'],
    [{ type: 'damaged', content: 'x', order_code: 'DH 01' }, 'Mã đơn hàng không hợp lệ'],
    [{ type: 'damaged', content: 'x', bill_code: '<script>' }, 'Mã hóa đơn không hợp lệ'],
    [{ type: 'damaged', content: 'x', photos: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, 'Chỉ được đính kèm tối đa 6 ảnh.'],
  ])('refuses bad input #%# with a Vietnamese 400', async (payload, message) => {
    const token = await customer();
    const before = await countComplaints();
    const response = await call('POST', '/api/complaint', token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await countComplaints()).toBe(before);
  });

  it('needs login', async () => {
    expect((await call('POST', '/api/complaint', null, { type: 'damaged', content: 'x' })).statusCode).toBe(401);
  });
});

describe('GET /api/complaint', () => {
  it('lists only the customer’s complaints, 25 a page, with the types, filtered by status', async () => {
    const token = await customer();
    const other = await customer();
    const a = await file(token);
    const b = await file(token, { type: 'missing' });
    await file(other);
    await call('DELETE', '/api/complaint', token, { id: a.id });

    const all = (await call('GET', '/api/complaint', token)).json();
    expect(all.pagination).toEqual({ page: 1, size: 25, total: 2 });
    expect(all.results.map((c: { id: string }) => c.id).sort()).toEqual([a.id, b.id].sort());
    expect(all.complaint_types).toHaveLength(7);

    const open = (await call('GET', '/api/complaint?status=open', token)).json();
    expect(open.results.map((c: { id: string }) => c.id)).toEqual([b.id]);
    expect((await call('GET', '/api/complaint?status=closed', token)).statusCode).toBe(400);
  });
});

describe('PUT and DELETE /api/complaint', () => {
  it('lets the owner edit an open complaint; others get 404 and nothing changes', async () => {
    const token = await customer();
    const other = await customer();
    const complaint = await file(token);
    const photo = await uploadImage(ctx.app, token);

    const edited = await call('PUT', '/api/complaint', token, { id: complaint.id, content: 'Nứt cả mặt lưng.', photos: [photo.id] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ content: 'Nứt cả mặt lưng.', photos: [{ id: photo.id }] });

    const intruder = await call('PUT', '/api/complaint', other, { id: complaint.id, content: 'Của tôi rồi' });
    expect(intruder.statusCode).toBe(404);
    expect(intruder.json()).toEqual({ success: false, request_id: expect.any(String), code: 'COMPLAINT_NOT_FOUND', message: 'Không tìm thấy khiếu nại.' });
    expect((await call('DELETE', '/api/complaint', other, { id: complaint.id })).statusCode).toBe(404);
    expect((await call('GET', `/api/complaint/discussion?complaint_id=${complaint.id}`, other)).statusCode).toBe(404);
    expect((await call('POST', '/api/complaint/discussion', other, { complaint_id: complaint.id, message: 'Xin chào' })).statusCode).toBe(404);
    expect(await rowOf(complaint.id)).toMatchObject({ status: 'open', content: 'Nứt cả mặt lưng.' });
  });

  it('withdraws an unanswered complaint (body or ?id=), logs it, and cannot withdraw twice', async () => {
    const token = await customer();
    const a = await file(token);
    const withdrawn = await call('DELETE', '/api/complaint', token, { id: a.id });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ message: 'Đã rút khiếu nại.', data: { status: 'withdrawn', can_discuss: false, closed_at: expect.any(String) } });
    const again = await call('DELETE', '/api/complaint', token, { id: a.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('COMPLAINT_TRANSITION_INVALID');

    const b = await file(token);
    const byQuery = await ctx.app.inject({ method: 'DELETE', url: `/api/complaint?id=${b.id}`, headers: bearer(token) });
    expect(byQuery.json().data.status).toBe('withdrawn');

    const thread = (await call('GET', `/api/complaint/discussion?complaint_id=${a.id}`, token)).json();
    expect(thread.events.map((e: { from: string | null; to: string; actor: string }) => [e.from, e.to, e.actor])).toEqual([
      [null, 'open', 'customer'],
      ['open', 'withdrawn', 'customer'],
    ]);
    const closed = await call('POST', '/api/complaint/discussion', token, { complaint_id: a.id, message: 'Còn đó không?' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('Khiếu nại đã đóng, không thể gửi thêm trao đổi.');
    expect((await call('PUT', '/api/complaint', token, { id: a.id, content: 'x' })).statusCode).toBe(409);
  });
});

describe('discussion and staff answers', () => {
  it('runs the whole story: customer writes, staff replies (notification, in progress), resolves; every step logged', async () => {
    const signup = await signupCustomer(ctx.app);
    const token = signup.token;
    const complaint = await file(token, { type: 'wrong_item' });

    const said = await call('POST', '/api/complaint/discussion', token, { complaint_id: complaint.id, message: 'Tôi đặt màu xanh, nhận màu đỏ.' });
    expect(said.statusCode).toBe(200);
    expect(said.json().data).toMatchObject({ author: 'customer', author_name: 'Trần Thị Test', message: 'Tôi đặt màu xanh, nhận màu đỏ.' });

    // Staff attach a photo: the customer may open it.
    const staffPhoto = await uploadImage(ctx.app, admin.token, { folder: 'complaint' });
    expect((await call('GET', staffPhoto.url, token)).statusCode).toBe(404);
    const reply = await call('POST', `/api/admin/complaints/${complaint.id}/reply`, admin.token, { message: 'Chúng tôi đã liên hệ người bán để đổi hàng.', photos: [staffPhoto.id] });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({ status: 'in_progress', answered_at: expect.any(String), customer: { customer_no: signup.data.customer_no } });
    expect((await call('GET', staffPhoto.url, token)).statusCode).toBe(200);

    const notes = (await call('GET', '/api/notification/mine?category=complaint', token)).json();
    expect(notes.results[0]).toMatchObject({
      category: 'complaint',
      title: `Khiếu nại ${complaint.code} có phản hồi mới`,
      link: `/account/complaints/${complaint.id}`,
    });

    const view = (await call('GET', `/api/complaint/discussion?complaint_id=${complaint.id}`, token)).json();
    expect(view.data).toMatchObject({ status: 'in_progress', can_edit: false, can_withdraw: false, can_discuss: true });
    expect(view.discussions.map((m: { author: string; author_name: string }) => [m.author, m.author_name])).toEqual([
      ['customer', 'Trần Thị Test'],
      ['staff', 'Chăm sóc khách hàng Kaimono'],
    ]);
    expect(view.discussions[1].photos).toEqual([{ id: staffPhoto.id, url: staffPhoto.url, width: 64, height: 48 }]);

    // Answered: no more editing or withdrawing.
    expect((await call('PUT', '/api/complaint', token, { id: complaint.id, content: 'x' })).json().code).toBe('COMPLAINT_NOT_EDITABLE');
    expect((await call('DELETE', '/api/complaint', token, { id: complaint.id })).json().code).toBe('COMPLAINT_CANNOT_WITHDRAW');

    const resolved = await call('PUT', `/api/admin/complaints/${complaint.id}/status`, admin.token, { status: 'resolved', note: 'Đã đổi hàng.' });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().events.map((e: { from: string | null; to: string; actor: string }) => [e.from, e.to, e.actor])).toEqual([
      [null, 'open', 'customer'],
      ['open', 'in_progress', 'staff'],
      ['in_progress', 'resolved', 'staff'],
    ]);
    const latest = (await call('GET', '/api/notification/mine?category=complaint', token)).json().results[0];
    expect(latest.title).toBe(`Khiếu nại ${complaint.code}: Đã giải quyết`);
    expect(latest.body).toContain('Đã đổi hàng.');
  });

  it('refuses transitions outside the table, and replies to a closed complaint', async () => {
    const token = await customer();
    const a = await file(token);
    const same = await call('PUT', `/api/admin/complaints/${a.id}/status`, admin.token, { status: 'open' });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ success: false, request_id: expect.any(String), code: 'COMPLAINT_TRANSITION_INVALID', message: 'Không thể chuyển khiếu nại sang trạng thái này.' });
    expect((await call('PUT', `/api/admin/complaints/${a.id}/status`, admin.token, { status: 'withdrawn' })).statusCode).toBe(409);

    await call('DELETE', '/api/complaint', token, { id: a.id });
    expect((await call('PUT', `/api/admin/complaints/${a.id}/status`, admin.token, { status: 'resolved' })).statusCode).toBe(409);
    expect((await call('POST', `/api/admin/complaints/${a.id}/reply`, admin.token, { message: 'Muộn rồi' })).statusCode).toBe(409);
    expect((await rowOf(a.id)).status).toBe('withdrawn');

    const b = await file(token);
    // A reply that decides too: open → in_progress → rejected, rolled back as a whole if refused.
    const rejected = await call('POST', `/api/admin/complaints/${b.id}/reply`, admin.token, { message: 'Ngoài phạm vi hỗ trợ.', status: 'rejected' });
    expect(rejected.json().data.status).toBe('rejected');
    const reopened = await call('PUT', `/api/admin/complaints/${b.id}/status`, admin.token, { status: 'in_progress', note: 'Xem lại' });
    expect(reopened.json().data).toMatchObject({ status: 'in_progress', closed_at: null });
    const unknown = await call('PUT', '/api/admin/complaints/00000000-0000-4000-8000-000000000000/status', admin.token, { status: 'resolved' });
    expect(unknown.statusCode).toBe(404);
  });

  it('shows a deadline that turns overdue until staff answer', async () => {
    const token = await customer();
    const a = await file(token);
    await ctx.database.executeSql("update complaints set respond_by = now() - interval '1 hour' where id = $1", [a.id]);
    const listed = (await call('GET', '/api/complaint', token)).json().results.find((c: { id: string }) => c.id === a.id);
    expect(listed.overdue).toBe(true);

    const queue = (await call('GET', '/api/admin/complaints?overdue=true&size=100', admin.token)).json();
    expect(queue.results.map((c: { id: string }) => c.id)).toContain(a.id);
    expect(queue.results.every((c: { overdue: boolean }) => c.overdue)).toBe(true);

    await call('POST', `/api/admin/complaints/${a.id}/reply`, admin.token, { message: 'Đang kiểm tra.' });
    const after = (await call('GET', `/api/complaint/discussion?complaint_id=${a.id}`, token)).json();
    expect(after.data.overdue).toBe(false);
    const queueAfter = (await call('GET', '/api/admin/complaints?overdue=true&size=100', admin.token)).json();
    expect(queueAfter.results.map((c: { id: string }) => c.id)).not.toContain(a.id);
  });

  it('filters the staff list by type and tells staff which states they may move each complaint to', async () => {
    const token = await customer();
    const late = await file(token, { type: 'late_delivery' });
    const damaged = await file(token);
    const byType = (await call('GET', '/api/admin/complaints?type=late_delivery&status=open&size=100', admin.token)).json();
    expect(byType.results.map((c: { id: string }) => c.id)).toContain(late.id);
    expect(byType.results.map((c: { id: string }) => c.id)).not.toContain(damaged.id);
    expect(byType.results.every((c: { type: string; status: string }) => c.type === 'late_delivery' && c.status === 'open')).toBe(true);
    expect(byType.results.find((c: { id: string }) => c.id === late.id).next_statuses).toEqual(['in_progress', 'resolved', 'rejected']);
    expect((await call('GET', '/api/admin/complaints?type=broken', admin.token)).statusCode).toBe(400);

    await call('PUT', `/api/admin/complaints/${damaged.id}/status`, admin.token, { status: 'resolved' });
    const detail = (await call('GET', `/api/admin/complaints/${damaged.id}`, admin.token)).json();
    expect(detail.data).toMatchObject({ status: 'resolved', next_statuses: ['in_progress'] });
  });

  it('keeps the admin API for admins', async () => {
    const token = await customer();
    const a = await file(token);
    expect((await call('GET', '/api/admin/complaints', token)).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/complaints/${a.id}`, token)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/complaints/${a.id}/reply`, token, { message: 'Tự trả lời' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/admin/complaints/${a.id}/status`, token, { status: 'resolved' })).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/complaints', null)).statusCode).toBe(401);
    expect((await rowOf(a.id)).status).toBe('open');
    const detail = await call('GET', `/api/admin/complaints/${a.id}`, admin.token);
    expect(detail.json().data.customer.full_name).toBe('Trần Thị Test');
  });
});
