/**
 * The chart's "more" menu in the published view (spec 002 §2, §6): table view, image export
 * (PNG with its comment, SVG, PDF), share, embed, and copy-and-edit in a new tab. The export code is
 * loaded when a visitor exports.
 */
import { useTranslation } from 'react-i18next';
import { MenuButton } from './MenuButton';

export type MoreAction = 'table' | 'png' | 'svg' | 'pdf' | 'share' | 'embed';

/** In a dashboard, share and copy-and-edit are left out (spec 002 §6). */
export const MoreMenu = ({
  tableView,
  copyPath,
  dashboard = false,
  onAction,
}: {
  tableView: boolean;
  copyPath: string;
  dashboard?: boolean;
  onAction: (action: MoreAction) => void;
}) => {
  const { t } = useTranslation();
  const item = (action: MoreAction, label: string, close: () => void) => (
    <button
      type="button"
      className="menu-item"
      data-testid={`more-${action}`}
      onClick={() => {
        close();
        onAction(action);
      }}
    >
      {label}
    </button>
  );
  return (
    <MenuButton label={t('view.more')} testId="more-button" className="more-menu">
      {(close) => (
        <>
          {item('table', t(tableView ? 'view.chart-view' : 'view.table-view'), close)}
          {item('png', t('view.export.png'), close)}
          {item('svg', t('view.export.svg'), close)}
          {item('pdf', t('view.export.pdf'), close)}
          {!dashboard && item('share', `${t('view.share')}…`, close)}
          {item('embed', `${t('view.embed')}…`, close)}
          {!dashboard && (
            <a className="menu-item" href={copyPath} target="_blank" rel="noopener" data-testid="more-copy-and-edit" onClick={close}>
              {t('view.edit-copy')}
            </a>
          )}
        </>
      )}
    </MenuButton>
  );
};
