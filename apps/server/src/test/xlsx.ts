import ExcelJS from 'exceljs';

/** Every cell of an xlsx file's first sheet as text, one line per row, cells joined by tabs. */
export async function xlsxText(buffer: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return '';
  const lines: string[] = [];
  sheet.eachRow((row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    lines.push(values.map((value) => (value instanceof Date ? value.toISOString() : String(value ?? ''))).join('\t'));
  });
  return lines.join('\n');
}
