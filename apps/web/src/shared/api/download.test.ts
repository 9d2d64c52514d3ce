import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './download';

describe('fileNameFrom', () => {
  it('takes the content-name header first (spec §7, bills), decoded', () => {
    expect(fileNameFrom(new Headers({ 'content-name': 'hoa-don-20260325.xlsx', 'content-disposition': 'attachment; filename="x.xlsx"' }), 'f.xlsx')).toBe('hoa-don-20260325.xlsx');
    expect(fileNameFrom(new Headers({ 'content-name': 'h%C3%B3a-%C4%91%C6%A1n.xlsx' }), 'f.xlsx')).toBe('hóa-đơn.xlsx');
  });
  it('then Content-Disposition (filename* before filename), then the fallback', () => {
    expect(fileNameFrom(new Headers({ 'content-disposition': "attachment; filename=\"a.xlsx\"; filename*=UTF-8''%C4%91%C6%A1n.xlsx" }), 'f.xlsx')).toBe('đơn.xlsx');
    expect(fileNameFrom(new Headers({ 'content-disposition': 'attachment; filename="don-hang.xlsx"' }), 'f.xlsx')).toBe('don-hang.xlsx');
    expect(fileNameFrom(new Headers(), 'f.xlsx')).toBe('f.xlsx');
  });
});
