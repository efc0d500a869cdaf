/**
 * The download table as an XLSX workbook with one sheet named `data` (spec 002 §6). exceljs is
 * large: it is imported here on demand, so it travels in its own chunk only when a visitor asks
 * for an XLSX file. No DOM: the bench runs it in Node.
 */
import { XLSX_SHEET_NAME, type DownloadTable } from '../../domain/viewer/download';

export const toXlsx = async (table: DownloadTable): Promise<Uint8Array> => {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(XLSX_SHEET_NAME);
  sheet.addRow(table.header).font = { bold: true };
  sheet.addRows(table.rows);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
};
