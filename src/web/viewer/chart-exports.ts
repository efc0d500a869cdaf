/**
 * A dashboard's PDF holds every chart's SVG export: each chart of the view registers how to make
 * its own (it knows its scene and frame) under its key while it is drawn.
 */
import { createContext } from 'react';
import type { ExportedSvg } from '../../domain/viewer/export-svg';

export type ChartExporters = Map<string, () => Promise<ExportedSvg>>;

export const ChartExportsContext = createContext<ChartExporters | undefined>(undefined);

/** A PDF page's title, the published address (a path) and today's date. */
export const pdfPageInfo = (title: string, path: string, description?: string) => ({
  title,
  description,
  url: `${window.location.origin}${path}`,
  date: new Date().toISOString().slice(0, 10),
});
