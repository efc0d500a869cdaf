/**
 * The colour of each segment value or combo measure (or the single colour), each with a colour
 * input and a warning when it is too faint on the chart's white background (spec 001 §5).
 */
import { useTranslation } from 'react-i18next';
import { contrastRatio, CHART_BACKGROUND, MIN_NON_TEXT_CONTRAST, shownContrastRatio } from '../../../../domain/charts/contrast';
import { toHex } from '../../../../domain/charts/rgb';
import type { ColorEntry } from '../../../../domain/configurator/slices/colors';

const ContrastWarning = ({ color, locale }: { color: string; locale: string }) => {
  const { t } = useTranslation();
  const ratio = contrastRatio(color, CHART_BACKGROUND);
  if (ratio === undefined || ratio >= MIN_NON_TEXT_CONTRAST) return null;
  const format = (n: number) => n.toLocaleString(locale, { maximumFractionDigits: 2 });
  return (
    <span className="contrast-warning" data-testid="contrast-warning">
      <span aria-hidden="true">⚠ </span>
      {t('controls.color.contrast-warning', { ratio: format(shownContrastRatio(ratio)), minimum: format(MIN_NON_TEXT_CONTRAST) })}
    </span>
  );
};

export const ColorList = ({
  entries,
  locale,
  onChange,
}: {
  entries: ColorEntry[];
  locale: string;
  onChange: (key: string | undefined, color: string) => void;
}) => {
  const { t } = useTranslation();
  return (
    <ul className="color-list" data-testid="color-list">
      {entries.map(({ key, label, color }) => {
        const name = label ?? t('controls.color.single');
        const hex = toHex(color) ?? '#000000';
        return (
          <li key={key ?? ''} className="color-entry">
            <input
              type="color"
              className="color-input"
              value={hex}
              onChange={(e) => onChange(key, e.target.value)}
              aria-label={t('controls.color.change', { name })}
              data-testid={`color-input-${name}`}
            />
            <span className="color-name">{name}</span>
            <span className="color-hex">{hex}</span>
            <ContrastWarning color={hex} locale={locale} />
          </li>
        );
      })}
    </ul>
  );
};
