/**
 * The custom palette creation drawer (spec 001 §5), for signed-in users: a name, a type and
 * colours. Add-colour stops at the type's limit, apply waits for a name and a colour, each
 * colour too faint on the chart background is flagged, and a name the user already has is
 * 'title unavailable' (nothing saved). Applying saves the palette and paints the field with it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canAddPaletteColor,
  canApplyPalette,
  CUSTOM_PALETTE_TYPES,
  isPaletteNameAvailable,
  NEW_PALETTE_COLOR,
  paletteContrastWarnings,
  TITLE_UNAVAILABLE,
  type CustomPalette,
  type CustomPaletteType,
} from '../../../../domain/charts/custom-palettes';
import { PALETTE_KIND_KEY } from '../../../../domain/i18n/author-keys';
import { ApiError, createPalette } from '../../../api/client';
import { useErrorText } from '../../../api/error-text';
import { Dialog } from '../../../components/Dialog';

export const CustomPaletteDrawer = ({
  existing,
  onClose,
  onApply,
}: {
  existing: CustomPalette[];
  onClose: () => void;
  onApply: (palette: CustomPalette) => void;
}) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [type, setType] = useState<CustomPaletteType>('categorical');
  const [colors, setColors] = useState<string[]>([]);
  const [taken, setTaken] = useState(false);
  const save = useMutation({
    mutationFn: () => createPalette({ name: name.trim(), type, colors }),
    onSuccess: (palette) => {
      void client.invalidateQueries({ queryKey: ['palettes'] });
      onApply(palette);
    },
    onError: (error) => setTaken(error instanceof ApiError && error.message === TITLE_UNAVAILABLE),
  });
  const warnings = paletteContrastWarnings(colors);
  const apply = () => {
    if (!isPaletteNameAvailable(name, existing)) return setTaken(true);
    save.mutate();
  };
  return (
    <Dialog title={t('palette.custom.title')} onClose={onClose} className="drawer custom-palette-drawer" testId="custom-palette-drawer">
      <div className="custom-palette-form">
        <label htmlFor={`${id}-name`}>{t('palette.custom.name')}</label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={100}
          aria-invalid={taken || undefined}
          aria-describedby={taken ? `${id}-taken` : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setTaken(false);
          }}
          data-testid="custom-palette-name"
        />
        {taken && (
          <p id={`${id}-taken`} className="error" role="alert">
            {t('title unavailable')}
          </p>
        )}
        <label htmlFor={`${id}-type`}>{t('palette.custom.type')}</label>
        <select
          id={`${id}-type`}
          value={type}
          onChange={(e) => {
            const next = e.target.value as CustomPaletteType;
            setType(next);
          }}
          data-testid="custom-palette-type"
        >
          {CUSTOM_PALETTE_TYPES.map((kind) => (
            <option key={kind} value={kind}>
              {t(PALETTE_KIND_KEY[kind])}
            </option>
          ))}
        </select>
        <ol className="custom-palette-colors">
          {colors.map((color, i) => (
            <li key={i}>
              <label>
                <span className="visually-hidden">{t('palette.custom.color', { index: i + 1 })}</span>
                <input
                  type="color"
                  value={color}
                  onChange={(e) => setColors(colors.map((c, j) => (j === i ? e.target.value : c)))}
                  data-testid={`custom-palette-color-${i}`}
                />
              </label>
              <code>{color}</code>
              {warnings[i] && (
                <span className="warning" role="note" data-testid={`custom-palette-contrast-${i}`}>
                  {t('palette.custom.contrast')}
                </span>
              )}
              <button type="button" className="link-button" onClick={() => setColors(colors.filter((_, j) => j !== i))}>
                {t('palette.custom.remove-color', { index: i + 1 })}
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="button button-secondary"
          disabled={!canAddPaletteColor({ name, type, colors })}
          onClick={() => setColors([...colors, NEW_PALETTE_COLOR])}
          data-testid="custom-palette-add"
        >
          {t('palette.custom.add-color')}
        </button>
        {save.error && !taken && (
          <p className="error" role="alert">
            {t('palette.custom.error', { message: errorText(save.error) })}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('palette.custom.cancel')}
          </button>
          <button
            type="button"
            className="button"
            disabled={!canApplyPalette({ name, colors }) || save.isPending}
            onClick={apply}
            data-testid="custom-palette-apply"
          >
            {t('palette.custom.apply')}
          </button>
        </div>
      </div>
    </Dialog>
  );
};
