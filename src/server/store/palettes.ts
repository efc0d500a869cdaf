/** Custom colour palettes per user (spec 001 §3): created, read, updated and deleted by their owner only. */
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { CustomPalette, CustomPaletteInput } from '../../domain/charts/custom-palettes';
import type { ColorPaletteTable, Database } from './schema';

export type PaletteStore = {
  list(userId: number): Promise<CustomPalette[]>;
  /** Undefined when the user has a palette of that name. */
  create(userId: number, input: CustomPaletteInput): Promise<CustomPalette | undefined>;
  /** 'missing' when the user has no such palette, 'name-taken' when another has its name. */
  update(userId: number, paletteId: string, input: CustomPaletteInput): Promise<CustomPalette | 'missing' | 'name-taken'>;
  remove(userId: number, paletteId: string): Promise<boolean>;
};

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === UNIQUE_VIOLATION;

const toPalette = (row: Pick<Selectable<ColorPaletteTable>, 'palette_id' | 'name' | 'type' | 'colors'>): CustomPalette => ({
  paletteId: row.palette_id,
  name: row.name,
  type: row.type,
  colors: row.colors,
});

export const paletteStore = (db: Kysely<Database>): PaletteStore => ({
  async list(userId) {
    const rows = await db.selectFrom('color_palette').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
    return rows.map(toPalette);
  },
  async create(userId, input) {
    try {
      const row = await db
        .insertInto('color_palette')
        .values({ palette_id: randomUUID(), user_id: userId, name: input.name, type: input.type, colors: JSON.stringify(input.colors) })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toPalette(row);
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  },
  async update(userId, paletteId, input) {
    try {
      const row = await db
        .updateTable('color_palette')
        .set({ name: input.name, type: input.type, colors: JSON.stringify(input.colors), updated_at: new Date() })
        .where('palette_id', '=', paletteId)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
      return row ? toPalette(row) : 'missing';
    } catch (error) {
      if (isUniqueViolation(error)) return 'name-taken';
      throw error;
    }
  },
  async remove(userId, paletteId) {
    const result = await db.deleteFrom('color_palette').where('palette_id', '=', paletteId).where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },
});
