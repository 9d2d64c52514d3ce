import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sheetName, writeXlsx } from './xlsx.ts';

/** Reads a workbook back as a reader (Excel, LibreOffice) would. */
export async function readXlsx(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

describe('xlsx writer', () => {
  it('makes sheet names Excel accepts', () => {
    expect(sheetName('Hóa đơn: tháng 3/2026')).toBe('Hóa đơn  tháng 3 2026');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(sheetName('[]')).toBe('Sheet');
  });

  it('writes Vietnamese text, grouped numbers, dates in Vietnam time, a frozen header and a total row', async () => {
    const buffer = await writeXlsx({
      title: 'Hóa đơn',
      sheets: [
        {
          name: 'Hóa đơn',
          columns: [{ header: 'Mã hóa đơn' }, { header: 'Số tiền (₫)', format: 'money' }, { header: 'Ngày', format: 'date' }, { header: 'Ghi chú' }],
          rows: [
            ['HD-0001', 1_250_000, new Date('2026-03-24T17:30:00Z'), 'Giao hàng tiết kiệm'],
            ['HD-0002', 80_000, null, undefined],
          ],
          footer: ['Tổng', 1_330_000],
        },
      ],
    });
    expect(buffer.subarray(0, 2).toString('latin1')).toBe('PK');
    const book = await readXlsx(buffer);
    expect(book.title).toBe('Hóa đơn');
    const sheet = book.getWorksheet('Hóa đơn')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Mã hóa đơn', 'Số tiền (₫)', 'Ngày', 'Ghi chú']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getCell('A2').value).toBe('HD-0001');
    expect(sheet.getCell('B2').value).toBe(1_250_000);
    expect(sheet.getCell('B2').numFmt).toBe('#,##0');
    // 17:30 UTC is 00:30 the next day in Vietnam: the cell shows Vietnamese wall-clock time.
    expect((sheet.getCell('C2').value as Date).toISOString()).toBe('2026-03-25T00:30:00.000Z');
    expect(sheet.getCell('D3').value).toBeNull();
    expect(sheet.getCell('A4').value).toBe('Tổng');
    expect(sheet.getRow(4).font?.bold).toBe(true);
  });

  it('gives every sheet its own name', async () => {
    const book = await readXlsx(
      await writeXlsx({ sheets: [{ name: 'A', columns: [{ header: 'x' }], rows: [] }, { name: 'a', columns: [{ header: 'y' }], rows: [] }] }),
    );
    expect(book.worksheets.map((s) => s.name)).toEqual(['A', 'a (2)']);
  });

  it('refuses a workbook without sheets', async () => {
    await expect(writeXlsx({ sheets: [] })).rejects.toThrow();
  });
});
