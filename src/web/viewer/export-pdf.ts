/**
 * PDF of a chart or a dashboard (issue 29): each chart's exported SVG (domain/viewer/export-svg)
 * drawn as vector graphics by svg2pdf.js into a jsPDF document on A4 (landscape for a single
 * chart wider than tall), at most at its size on screen (a CSS pixel is 0.75 pt), else scaled to
 * the page; charts that do not fit below the last start a new page. A dashboard's title and
 * description head the first page; every page ends with the published address and the date of
 * the export. jspdf and svg2pdf.js load with this module, only when a visitor asks for a PDF.
 */
import { jsPDF } from 'jspdf';
import 'svg2pdf.js';
import type { ExportedSvg } from '../../domain/viewer/export-svg';

const MARGIN = 36;
const PT_PER_PX = 0.75;
const FOOTER = 20;

export type PdfPage = { title: string; description?: string; url: string; date: string };

/** The PDF bytes of the charts, in order; `heading` draws the title and description above them (a dashboard). */
export const chartsPdf = async (charts: ExportedSvg[], page: PdfPage, heading: boolean): Promise<ArrayBuffer> => {
  const landscape = !heading && charts.length === 1 && charts[0].width > charts[0].height;
  const doc = new jsPDF({ unit: 'pt', format: 'a4', orientation: landscape ? 'landscape' : 'portrait' });
  doc.setProperties({ title: page.title, subject: page.url, creator: 'cubeviz' });
  const [PAGE_WIDTH, PAGE_HEIGHT] = [doc.internal.pageSize.getWidth(), doc.internal.pageSize.getHeight()];
  const usable = PAGE_WIDTH - 2 * MARGIN;
  let y = MARGIN;
  if (heading) {
    doc.setFont('helvetica', 'bold').setFontSize(18);
    const title = doc.splitTextToSize(page.title, usable) as string[];
    doc.text(title, MARGIN, y + 18);
    y += title.length * 22 + 6;
    if (page.description) {
      doc.setFont('helvetica', 'normal').setFontSize(11);
      const lines = doc.splitTextToSize(page.description, usable) as string[];
      doc.text(lines, MARGIN, y + 11);
      y += lines.length * 14 + 10;
    }
    // svg2pdf starts each text from the document's font.
    doc.setFont('helvetica', 'normal');
  }
  for (const chart of charts) {
    const scale = Math.min(PT_PER_PX, usable / chart.width, (PAGE_HEIGHT - 2 * MARGIN - FOOTER) / chart.height);
    const [width, height] = [chart.width * scale, chart.height * scale];
    if (y > MARGIN && y + height > PAGE_HEIGHT - MARGIN - FOOTER) {
      doc.addPage();
      y = MARGIN;
    }
    // Parsed, never put into the page: its style attributes would meet the page's Content-Security-Policy.
    await doc.svg(new DOMParser().parseFromString(chart.svg, 'image/svg+xml').documentElement, { x: MARGIN, y, width, height });
    y += height + 12;
  }
  doc.setFont('helvetica', 'normal').setFontSize(8).setTextColor(87, 96, 106);
  for (let i = 1; i <= doc.getNumberOfPages(); i++) {
    doc.setPage(i);
    doc.text(`${page.url} · ${page.date}`, MARGIN, PAGE_HEIGHT - MARGIN / 2);
  }
  return doc.output('arraybuffer');
};
