/** Dataset metadata (spec 002 §6 "Metadata panel content"). */
import { useTranslation } from 'react-i18next';
import type { DataCubeMetadata } from '../../domain/data';
import type { MessageKey } from '../../domain/messages';
import { formatDate } from '../../domain/format';

export const MetadataPanel = ({ cube }: { cube: DataCubeMetadata }) => {
  const { t } = useTranslation();
  const rows: [MessageKey, React.ReactNode][] = [
    ['metadata.creator', cube.creator?.label],
    ['metadata.publisher', cube.publisher],
    ['metadata.datePublished', cube.datePublished && formatDate(cube.datePublished, 'Day')],
    ['metadata.dateModified', cube.dateModified && formatDate(cube.dateModified, 'Day')],
    ['metadata.version', cube.version],
    ['metadata.identifier', cube.identifier],
    ['metadata.themes', cube.themes.length ? cube.themes.map((theme) => theme.label).join(', ') : undefined],
    [
      'metadata.contact',
      cube.contactPoint &&
        (cube.contactPoint.email ? (
          <a href={`mailto:${cube.contactPoint.email}`}>{cube.contactPoint.name ?? cube.contactPoint.email}</a>
        ) : (
          cube.contactPoint.name
        )),
    ],
    [
      'metadata.landingPage',
      cube.landingPage && (
        <a href={cube.landingPage} target="_blank" rel="noreferrer">
          {cube.landingPage.replace(/^https?:\/\//, '')}
        </a>
      ),
    ],
  ];
  return (
    <aside className="metadata" data-testid="metadata-panel">
      <h2 className="panel-title">{t('metadata.title')}</h2>
      <dl>
        {rows
          .filter(([, value]) => value)
          .map(([key, value]) => (
            <div key={key} className="metadata-row">
              <dt>{t(key)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </aside>
  );
};
