/** GET /api/web-settings: the server settings the web app reads (the base map style of map charts, the charts' row limits). */
import type { FastifyInstance } from 'fastify';
import type { RowLimits } from '../../domain/charts/row-limit';
import type { Settings } from '../settings';

export type WebSettings = {
  /** A MapLibre style URL; null draws maps without a base map (offline). */
  mapStyleUrl: string | null;
  /** Most observations a chart of each kind is drawn from (CHART_MAX_ROWS, MAP_MAX_ROWS, TABLE_MAX_ROWS). */
  rowLimits: RowLimits;
};

export const webSettingsRoutes = (app: FastifyInstance, settings: Pick<Settings, 'MAP_STYLE_URL' | 'CHART_MAX_ROWS' | 'MAP_MAX_ROWS' | 'TABLE_MAX_ROWS'>) => {
  const data: WebSettings = {
    mapStyleUrl: settings.MAP_STYLE_URL ?? null,
    rowLimits: { svg: settings.CHART_MAX_ROWS, map: settings.MAP_MAX_ROWS, table: settings.TABLE_MAX_ROWS },
  };
  app.get('/api/web-settings', async () => ({ success: true, data }));
};
