/** Dataset metadata (spec 002 §6 "Metadata panel content"). */
import { useTranslation } from 'react-i18next';
import type { DataCubeMetadata } from '../../domain/data';
import type { MessageKey } from '../../domain/messages';
import { formatDate } from '../../domain/format';
import { emailAddress, linkAddress } from '../../domain/links';
import { DataLink } from '../components/DataLink';

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
      cube.contactPoint && (
        <DataLink address={cube.contactPoint.email && emailAddress(cube.contactPoint.email)}>{cube.contactPoint.name ?? cube.contactPoint.email}</DataLink>
      ),
    ],
    ['metadata.landingPage', cube.landingPage && <DataLink address={linkAddress(cube.landingPage)}>{cube.landingPage.replace(/^https?:\/\//, '')}</DataLink>],
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
