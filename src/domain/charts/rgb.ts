/** CSS colours as the palettes and colour inputs write them: `#rgb`, `#rrggbb` and `rgb(r, g, b)`. */

/** Red, green and blue channels, each 0–255. */
export type Rgb = readonly [number, number, number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const FUNCTIONAL = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i;

/** The channels of a colour, or undefined when it is none of the forms above. */
export const parseRgb = (color: string): Rgb | undefined => {
  const hex = HEX.exec(color.trim());
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d) : hex[1].match(/../g)!;
    return digits.map((d) => parseInt(d, 16)) as unknown as Rgb;
  }
  const functional = FUNCTIONAL.exec(color.trim());
  if (!functional) return undefined;
  const channels = functional.slice(1, 4).map(Number);
  return channels.every((c) => c <= 255) ? (channels as unknown as Rgb) : undefined;
};

/**
 * A colour as `#rrggbb` (what `<input type="color">` and the colour actions accept), or
 * undefined when it cannot be read.
 */
export const toHex = (color: string): string | undefined => {
  const rgb = parseRgb(color);
  return rgb && `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
};
