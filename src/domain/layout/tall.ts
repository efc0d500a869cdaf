/**
 * The tall dashboard (spec 002 §9): rows of one wide block, then two narrow ones, and again. A
 * narrow block is one tile wide, a wide one two; a tile is 7 grid rows high by default.
 */
export const TALL_BLOCK = { w: 1, h: 7 } as const;

export type TallRow<T> = { kind: 'wide'; blocks: [T] } | { kind: 'narrow'; blocks: T[] };

/** The blocks in tall rows: wide, narrow pair, wide, narrow pair… (the last pair may hold one). */
export const tallRows = <T>(blocks: T[]): TallRow<T>[] => {
  const rows: TallRow<T>[] = [];
  for (let i = 0; i < blocks.length;) {
    if (rows.length % 2 === 0) {
      rows.push({ kind: 'wide', blocks: [blocks[i]] });
      i += 1;
    } else {
      rows.push({ kind: 'narrow', blocks: blocks.slice(i, i + 2) });
      i += 2;
    }
  }
  return rows;
};
