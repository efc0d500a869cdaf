/**
 * What a chart says when it has nothing to draw (domain/charts/empty.ts): the reason in words, in
 * the chart's area, announced as a status. A drawn chart keeps its legend above it, to show a
 * hidden series again.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyMessage, type EmptyState } from '../../domain/charts/empty';
import type { DrawnChartType } from '../../domain/charts/definition';
import type { Scene } from '../../domain/charts/scene';
import { PatternDefs } from './Patterns';
import { Legend } from './SceneLegend';

/** The reason, in a box of the plot's height where there is one (the chart keeps its place on the page). */
export const EmptyMessage = ({ empty, height }: { empty: EmptyState; height?: number }) => {
  const { t } = useTranslation();
  const { key, values } = emptyMessage(empty);
  return (
    <p className="chart-empty" role="status" data-testid="chart-empty" style={height ? { minHeight: height } : undefined}>
      {t(key, values)}
    </p>
  );
};

/** An SVG scene with nothing to draw: its legend and the reason, no axis. */
export const EmptyScene = ({
  scene,
  empty,
  chartType,
  onToggle,
}: {
  scene: Scene;
  empty: EmptyState;
  chartType: DrawnChartType;
  onToggle?: (key: string) => void;
}) => {
  const patterns = useId().replace(/[^\w-]/g, '');
  return (
    <figure className="chart" data-testid={`${chartType}-chart`}>
      {scene.legend.length > 0 && <Legend items={scene.legend} title={scene.legendTitle} onToggle={onToggle} patterns={patterns} />}
      {/* The legend's patterned swatches fill from these, as they do from the plot's. */}
      {scene.legend.some((item) => item.pattern) && (
        <svg width={0} height={0} aria-hidden="true" className="pattern-defs">
          <PatternDefs prefix={patterns} />
        </svg>
      )}
      <EmptyMessage empty={empty} height={scene.plot.height} />
    </figure>
  );
};
