/** The web app's message catalogues, all four at hand: the server's pages speak the visitor's language. */
import type { Locale } from '../../domain/data';
import type { Messages } from '../../domain/messages';
import { de } from '../../web/i18n/de';
import { en } from '../../web/i18n/en';
import { fr } from '../../web/i18n/fr';
import { it } from '../../web/i18n/it';

export const CATALOGUES: Record<Locale, Messages> = { de, fr, it, en };
