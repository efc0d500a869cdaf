/** A legend's swatch: an image of its domain shape (domain/charts/legend-swatch.ts), its colour in it, shown without scripts too. */
import { SWATCH_SIZE, swatchImage, type SwatchShape } from '../../domain/charts/legend-swatch';

export const Swatch = ({ shape }: { shape: SwatchShape }) => (
  <img className="legend-swatch" src={swatchImage(shape)} width={SWATCH_SIZE} height={SWATCH_SIZE} alt="" />
);
