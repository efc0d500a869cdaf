/**
 * Custom colour palettes (spec 001 §5): a user's own categorical, sequential or diverging
 * colours. The rules of the creation drawer and of the palette calls live here, once.
 */
import { z } from 'zod';
import { NEW_PALETTE_COLOR } from '../config/defaults';
import { isCleanText, UNCLEAN_TEXT_MESSAGE } from '../text';
import { hasLowContrast } from './contrast';
import type { MessageKey } from '../messages';

export const CUSTOM_PALETTE_TYPES = ['categorical', 'sequential', 'diverging'] as const;
export type CustomPaletteType = (typeof CUSTOM_PALETTE_TYPES)[number];

/**
 * Most colours per type: 26 categorical and 3 diverging (spec 001 §9). The spec sets no limit
 * for sequential palettes; the categorical one bounds what a request may store.
 */
export const MAX_PALETTE_COLORS: Record<CustomPaletteType, number> = { categorical: 26, sequential: 26, diverging: 3 };
export const PALETTE_NAME_MAX = 100;
/** A new colour is black (spec 001 §5). */
export { NEW_PALETTE_COLOR };

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'must be a colour #rrggbb' });

export const customPaletteInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { message: 'must not be empty' })
      .max(PALETTE_NAME_MAX, { message: `must be at most ${PALETTE_NAME_MAX} characters` })
      .refine(isCleanText, { message: UNCLEAN_TEXT_MESSAGE }),
    type: z.enum(CUSTOM_PALETTE_TYPES),
    colors: z.array(hexColor).min(1, { message: 'must hold at least one colour' }),
  })
  .superRefine((palette, context) => {
    const max = MAX_PALETTE_COLORS[palette.type];
    if (palette.colors.length > max) context.addIssue({ code: 'custom', path: ['colors'], message: `a ${palette.type} palette holds at most ${max} colours` });
  });

export type CustomPaletteInput = z.infer<typeof customPaletteInputSchema>;
export type CustomPalette = CustomPaletteInput & { paletteId: string };

/** The message of a name another custom palette of the user has (spec 001 §8). */
export const TITLE_UNAVAILABLE = 'title unavailable' satisfies MessageKey;

/** Whether no other custom palette has this name (case and surrounding spaces ignored). */
export const isPaletteNameAvailable = (name: string, palettes: readonly Pick<CustomPalette, 'name' | 'paletteId'>[], ownId?: string) => {
  const wanted = name.trim().toLowerCase();
  return !palettes.some((p) => p.paletteId !== ownId && p.name.trim().toLowerCase() === wanted);
};

/** Add-colour is disabled with an empty name or when the type's limit is reached. */
export const canAddPaletteColor = (draft: Pick<CustomPaletteInput, 'name' | 'type' | 'colors'>) =>
  draft.name.trim() !== '' && draft.colors.length < MAX_PALETTE_COLORS[draft.type];

/** Apply is disabled with an empty name or no colours. */
export const canApplyPalette = (draft: Pick<CustomPaletteInput, 'name' | 'colors'>) => draft.name.trim() !== '' && draft.colors.length > 0;

/** Per colour: whether it is too faint on the chart background (the drawer warns per colour). */
export const paletteContrastWarnings = (colors: readonly string[]) => colors.map((color) => hasLowContrast(color));
