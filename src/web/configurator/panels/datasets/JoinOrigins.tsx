/** Where the joined dimensions of a chart come from: each one's label in each of its cubes (originalIds). */
import { useTranslation } from 'react-i18next';
import type { Component } from '../../../../domain/data';

export const JoinOrigins = ({ components, titleOf }: { components: Component[]; titleOf: (cubeIri: string) => string }) => {
  const { t } = useTranslation();
  const joined = components.filter((c) => c.originalIds?.length);
  if (!joined.length) return null;
  return (
    <>
      <h3 className="subsection-heading">{t('controls.datasets.joined')}</h3>
      <dl className="join-origins" data-testid="join-origins">
        {joined.map((c) => (
          <div key={c.id}>
            <dt>{c.label}</dt>
            {c.originalIds!.map((o) => (
              <dd key={`${o.cubeIri}\n${o.dimensionId}`}>{t('controls.datasets.origin', { label: o.label, title: titleOf(o.cubeIri) })}</dd>
            ))}
          </div>
        ))}
      </dl>
    </>
  );
};
