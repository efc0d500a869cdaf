/**
 * Everything that hangs on accounts, registered together: sessions and CSRF protection, the
 * session calls, saved configs (owned by their creator) and custom colour palettes, and the quotas
 * of both (README "Configuration").
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerSessions, type AuthSettings } from '../auth/sessions';
import { readSettings } from '../settings';
import type { ConfigStore, SavedConfig } from '../store';
import { authRoutes } from './auth';
import type { QuotaSettings } from './config-quotas';
import { configRoutes, mayRead, type ValidateData } from './configs';
import { paletteRoutes, type PaletteSettings } from './palettes';

export const accountRoutes = async (
  app: FastifyInstance,
  options: { store: ConfigStore; validateData: ValidateData; settings?: Partial<AuthSettings & QuotaSettings & PaletteSettings> },
) => {
  const settings = { ...readSettings({}), ...options.settings };
  const sessions = await registerSessions(app, { accounts: options.store.accounts, settings });
  authRoutes(app, { accounts: options.store.accounts, sessions, settings });
  configRoutes(app, { store: options.store, validateData: options.validateData, sessions, quotas: settings });
  paletteRoutes(app, { palettes: options.store.palettes, sessions, settings });
  return {
    /** Whether the request's user may read a saved config (its pages answer as the API does). */
    mayRead: async (request: FastifyRequest, saved: SavedConfig) => mayRead(saved, await sessions.user(request)),
  };
};
