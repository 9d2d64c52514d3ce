// exceljs is loaded by the first export, not at start-up (ADR 0012: ~0.5 s and ~18 MB).

/**
 * Excel (.xlsx) exports of the API (bills, quotes), written with exceljs: one or more sheets of a
 * header row and data rows; strings, integers and decimals, dates shown in Vietnam time, a bold
 * header row that stays in view, column widths, and an optional bold total row.
 */

export type XlsxCell = string | number | Date | null | undefined;

export interface XlsxColumn {
  header: string;
  /** Width in characters (default from the header and the values, 8–60). */
  width?: number;
  /** 'money' and 'integer' show 1.234.567 (thousands grouped); 'date' dd/mm/yyyy hh:mm. */
  format?: 'text' | 'integer' | 'money' | 'decimal' | 'date';
}

export interface XlsxSheet {
  name: string;
  columns: XlsxColumn[];
  rows: XlsxCell[][];
  /** A last row in bold (e.g. totals). */
  footer?: XlsxCell[];
}

export interface XlsxWorkbook {
  sheets: XlsxSheet[];
  /** Shown in the file's properties. */
  title?: string;
  /** Date cells are written in this offset from UTC, minutes (default Vietnam, +420). */
  utcOffsetMinutes?: number;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const NUMBER_FORMATS: Record<NonNullable<XlsxColumn['format']>, string | undefined> = {
  text: undefined,
  integer: '#,##0',
  money: '#,##0',
  decimal: '#,##0.00',
  date: 'dd/mm/yyyy hh:mm',
};

/** Excel sheet names: at most 31 characters, none of : \ / ? * [ ]. */
export function sheetName(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, ' ').trim().slice(0, 31) || 'Sheet';
}

/**
 * Excel has no time zones: a date cell shows the wall-clock time it holds. Shift the instant so
 * the cell shows the time in Vietnam (or the workbook's offset).
 */
function wallClock(date: Date, utcOffsetMinutes: number): Date {
  return new Date(date.getTime() + utcOffsetMinutes * 60_000);
}

function widthOf(column: XlsxColumn, values: XlsxCell[]): number {
  if (column.width) return column.width;
  const longest = values.reduce<number>((max, value) => {
    const length = value instanceof Date ? 16 : value === null || value === undefined ? 0 : String(value).length;
    return Math.max(max, length);
  }, column.header.length);
  return Math.min(60, Math.max(8, longest + 2));
}

/** The .xlsx file of a workbook. */
export async function writeXlsx(book: XlsxWorkbook, now = new Date()): Promise<Buffer> {
  if (book.sheets.length === 0) throw new Error('an xlsx workbook needs at least one sheet');
  const offset = book.utcOffsetMinutes ?? 420;
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kaimono';
  workbook.created = now;
  workbook.modified = now;
  if (book.title) workbook.title = book.title;
  const used = new Set<string>();
  for (const sheet of book.sheets) {
    let name = sheetName(sheet.name);
    for (let n = 2; used.has(name.toLowerCase()); n += 1) name = `${sheetName(sheet.name).slice(0, 27)} (${n})`;
    used.add(name.toLowerCase());
    const worksheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = sheet.columns.map((column, i) => ({
      header: column.header,
      width: widthOf(column, sheet.rows.map((row) => row[i])),
      style: NUMBER_FORMATS[column.format ?? 'text'] ? { numFmt: NUMBER_FORMATS[column.format ?? 'text'] } : {},
    }));
    worksheet.getRow(1).font = { bold: true };
    const cell = (value: XlsxCell) => (value instanceof Date ? wallClock(value, offset) : (value ?? null));
    for (const row of sheet.rows) worksheet.addRow(row.map(cell));
    if (sheet.footer) worksheet.addRow(sheet.footer.map(cell)).font = { bold: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
