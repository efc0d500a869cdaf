/** GET /api/web-settings: the server settings the web app reads (the base map style of map charts). */
import type { FastifyInstance } from 'fastify';
import type { Settings } from '../settings';

export type WebSettings = {
  /** A MapLibre style URL; null draws maps without a base map (offline). */
  mapStyleUrl: string | null;
};

export const webSettingsRoutes = (app: FastifyInstance, settings: Pick<Settings, 'MAP_STYLE_URL'>) => {
  const data: WebSettings = { mapStyleUrl: settings.MAP_STYLE_URL ?? null };
  app.get('/api/web-settings', async () => ({ success: true, data }));
};
