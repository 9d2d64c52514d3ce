import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { recordStaffAction } from './index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('staff audit log', () => {
  it('appends an action and refuses to change or delete it', async () => {
    await recordStaffAction(ctx.database.db, {
      actorId: null,
      action: 'order.status',
      entityType: 'order',
      entityId: 'KM-TEST-1',
      before: { status: 'purchasing' },
      after: { status: 'purchased' },
    });
    const { rows } = await ctx.database.executeSql(`select action, before, after from staff_audit_log where entity_id = 'KM-TEST-1'`, []);
    expect(rows).toEqual([{ action: 'order.status', before: { status: 'purchasing' }, after: { status: 'purchased' } }]);
    await expect(ctx.database.executeSql(`update staff_audit_log set note = 'x' where entity_id = 'KM-TEST-1'`, [])).rejects.toThrow(/append-only/);
    await expect(ctx.database.executeSql(`delete from staff_audit_log where entity_id = 'KM-TEST-1'`, [])).rejects.toThrow(/append-only/);
  });
});
