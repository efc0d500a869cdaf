/**
 * The metadata side panel of the published view (spec 002 §2, §6): a general tab with the cube's
 * metadata (description cut at 180 characters, theme and creator linking to the catalogue) and a
 * data tab with each dimension and measure, its description, unit and values. An axis title's
 * click opens the data tab at its component.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../navigation';
import { filterPath } from '../../domain/browse/filters';
import { isMeasure, type Component, type DataCubeMetadata, type Locale } from '../../domain/data';
import { formatDate } from '../../domain/format';
import { emailAddress, linkAddress } from '../../domain/links';
import { markdownToPlainText } from '../../domain/markdown';
import { truncateDescription } from '../../domain/viewer/view-parts';
import type { DataSource } from '../api/client';
import { useChartFailureText } from '../api/error-text';
import { useChartComponents, useCubeMetadata, useCubesMetadata } from '../api/hooks';
import { displayLabel } from '../../domain/charts/chart-data';
import { METADATA_SECTION_KEY } from '../../domain/messages';
import { useLocalePath } from '../i18n/locale';
import { MarkdownOrText } from '../markdown/MarkdownOrText';
import { DataLink } from '../components/DataLink';

export type MetadataSection = 'general' | 'data';

type Props = {
  source: DataSource;
  locale: Locale;
  cubes: { iri: string; joinBy?: string[] }[];
  section: MetadataSection;
  componentId?: string;
  onSection: (section: MetadataSection) => void;
  onClose: () => void;
};

export const MetadataSidePanel = ({ source, locale, cubes, section, componentId, onSection, onClose }: Props) => {
  const { t } = useTranslation();
  const failureText = useChartFailureText();
  const metadata = useCubeMetadata(source, locale, cubes[0].iri);
  const components = useChartComponents(source, locale, cubes);
  const titles = useCubesMetadata(source, locale, cubes.length > 1 ? cubes.map((c) => c.iri) : []);
  const titleOf = (iri: string) => titles.data?.find((m) => m.iri === iri)?.title ?? iri;
  const id = useId().replace(/[^\w-]/g, '');
  const query = section === 'general' ? metadata : components;
  const sections: MetadataSection[] = ['general', 'data'];
  return (
    <aside className="view-metadata" aria-labelledby={`${id}-title`} data-testid="view-metadata">
      <div className="view-metadata-head">
        <h2 id={`${id}-title`}>{t('view.metadata')}</h2>
        <button type="button" className="icon-button" aria-label={t('controls.close')} onClick={onClose} data-testid="view-metadata-close">
          ×
        </button>
      </div>
      <div role="tablist" className="view-metadata-tabs" aria-labelledby={`${id}-title`}>
        {sections.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            id={`${id}-${s}`}
            aria-selected={s === section}
            aria-controls={`${id}-panel`}
            tabIndex={s === section ? 0 : -1}
            onClick={() => onSection(s)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                const next = sections[(sections.indexOf(s) + 1) % sections.length];
                onSection(next);
                document.getElementById(`${id}-${next}`)?.focus();
              }
            }}
            data-testid={`view-metadata-tab-${s}`}
          >
            {t(METADATA_SECTION_KEY[s])}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${section}`} className="view-metadata-panel" data-testid={`view-metadata-${section}`}>
        {query.error ? (
          <p className="error" role="alert">
            {failureText(query.error, 'view.metadata.error')}
          </p>
        ) : query.isPending ? (
          <p className="loading" role="status">
            {t('view.metadata.loading')}
          </p>
        ) : section === 'general' ? (
          metadata.data && <GeneralMetadata cube={metadata.data} />
        ) : (
          components.data && <DataMetadata components={[...components.data.dimensions, ...components.data.measures]} selected={componentId} titleOf={titleOf} />
        )}
      </div>
    </aside>
  );
};

const Row = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) =>
  children ? (
    <div className="metadata-row" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  ) : null;

const GeneralMetadata = ({ cube }: { cube: DataCubeMetadata }) => {
  const { t } = useTranslation();
  const to = useLocalePath();
  const [expanded, setExpanded] = useState(false);
  // Cut as plain text (a cut through markup would show it raw); the whole description is markdown.
  const description = truncateDescription(markdownToPlainText(cube.description));
  const contacts = cube.contactPoints ?? (cube.contactPoint ? [cube.contactPoint] : []);
  const external = (text: string) => <DataLink address={linkAddress(text)}>{text.replace(/^https?:\/\//, '')}</DataLink>;
  return (
    <>
      <h3 className="view-metadata-title" data-testid="view-metadata-title">
        {cube.title}
      </h3>
      {cube.description && (
        <div className="view-metadata-description" data-testid="view-metadata-description">
          {description.cut && !expanded ? description.text : <MarkdownOrText text={cube.description} />}{' '}
          {description.cut && (
            <button type="button" className="link-button" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)} data-testid="view-metadata-more">
              {t(expanded ? 'view.metadata.show-less' : 'view.metadata.show-more')}
            </button>
          )}
        </div>
      )}
      <dl>
        <Row label={t('metadata.publisher')}>{cube.publisher}</Row>
        <Row label={t('metadata.datePublished')}>{cube.datePublished && formatDate(cube.datePublished, 'Day')}</Row>
        <Row label={t('metadata.dateModified')}>{cube.dateModified && formatDate(cube.dateModified, 'Day')}</Row>
        <Row label={t('metadata.version')}>{cube.version}</Row>
        <Row label={t('metadata.contact')} testId="view-metadata-contact">
          {contacts.length > 0 && (
            <ul className="inline-list">
              {contacts.map((contact, i) => (
                <li key={i}>
                  <DataLink address={contact.email && emailAddress(contact.email)}>{contact.name ?? contact.email}</DataLink>
                </li>
              ))}
            </ul>
          )}
        </Row>
        <Row label={t('metadata.landingPage')}>{cube.landingPage && external(cube.landingPage)}</Row>
        <Row label={t('metadata.creator')} testId="view-metadata-creator">
          {cube.creator && <Link to={to(filterPath([{ type: 'DataCubeOrganization', iri: cube.creator.iri }]))}>{cube.creator.label}</Link>}
        </Row>
        <Row label={t('metadata.themes')} testId="view-metadata-themes">
          {cube.themes.length > 0 && (
            <ul className="inline-list">
              {cube.themes.map((theme) => (
                <li key={theme.iri}>
                  <Link to={to(filterPath([{ type: 'DataCubeTheme', iri: theme.iri }]))}>{theme.label}</Link>
                </li>
              ))}
            </ul>
          )}
        </Row>
        <Row label={t('metadata.identifier')}>{cube.identifier}</Row>
        <Row label={t('view.metadata.work-examples')}>
          {cube.workExamples?.length ? (
            <ul className="inline-list">
              {cube.workExamples.map((w) => (
                <li key={w}>{external(w)}</li>
              ))}
            </ul>
          ) : undefined}
        </Row>
      </dl>
    </>
  );
};

/** Values listed per component before the rest is folded away. */
const VALUES_SHOWN = 12;

const DataMetadata = ({ components, selected, titleOf }: { components: Component[]; selected?: string; titleOf: (cubeIri: string) => string }) => {
  const { t } = useTranslation();
  const target = useRef<HTMLElement>(null);
  useEffect(() => {
    target.current?.scrollIntoView({ block: 'nearest' });
    target.current?.focus();
  }, [selected]);
  return (
    <ul className="view-metadata-components">
      {components.map((c) => (
        <li key={c.id}>
          <section
            ref={c.id === selected ? target : undefined}
            tabIndex={c.id === selected ? -1 : undefined}
            className={c.id === selected ? 'view-metadata-component selected' : 'view-metadata-component'}
            aria-current={c.id === selected ? 'true' : undefined}
            data-testid="view-metadata-component"
          >
            <h3>
              {c.label} <span className="view-metadata-kind">{t(isMeasure(c) ? 'view.metadata.measure' : 'view.metadata.dimension')}</span>
            </h3>
            {c.description && <p>{c.description}</p>}
            <dl>
              <Row label={t('view.metadata.unit')}>{c.unit}</Row>
              <Row label={t('view.metadata.joined-from')} testId="view-metadata-joined-from">
                {c.originalIds?.length ? (
                  <ul className="inline-list">
                    {c.originalIds.map((o) => (
                      <li key={`${o.cubeIri}\n${o.dimensionId}`}>{t('controls.datasets.origin', { label: o.label, title: titleOf(o.cubeIri) })}</li>
                    ))}
                  </ul>
                ) : undefined}
              </Row>
              <Row label={t('view.metadata.values')}>
                {/* A measure's values are its range. */}
                {isMeasure(c) ? c.values.length > 0 && c.values.map((v) => v.label).join(' – ') : c.values.length > 0 && <ValueList component={c} />}
              </Row>
            </dl>
          </section>
        </li>
      ))}
    </ul>
  );
};

const ValueList = ({ component }: { component: Component }) => {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const values = all ? component.values : component.values.slice(0, VALUES_SHOWN);
  return (
    <>
      <ul className="inline-list">
        {values.map((v) => (
          <li key={String(v.value)}>{displayLabel(component, v.label)}</li>
        ))}
      </ul>
      {component.values.length > VALUES_SHOWN && (
        <button type="button" className="link-button" aria-expanded={all} onClick={() => setAll((a) => !a)}>
          {t(all ? 'view.metadata.show-less' : 'view.metadata.show-more')}
        </button>
      )}
    </>
  );
};
