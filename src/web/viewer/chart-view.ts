/**
 * What the published view asks of a chart frame beyond drawing the chart: the state a shared
 * address asked for, the embed flags, the table view, and the data shown (for downloads). The
 * configurator's preview passes none of it.
 */
import type { ReactNode, Ref } from 'react';
import type { ChartScene } from '../../domain/charts/pipeline';
import type { ShownData } from '../../domain/viewer/download';
import type { EmbedFlags } from '../../domain/viewer/embed';
import type { ViewState } from '../../domain/viewer/view-state';

export type ChartViewOptions = {
  /** The interactive state a shared address asked for; what does not fit the chart is ignored. */
  requested?: ViewState;
  /** Called with the visitor's interactive state whenever it changes. */
  onStateChange?: (state: Omit<ViewState, 'tab'>) => void;
  flags?: Partial<EmbedFlags>;
  /** The chart's data as a sortable table instead of the chart. */
  tableView?: boolean;
  /** The plot's height (px), set by a canvas dashboard block the chart fills; without it the plot's height follows its width. */
  plotHeight?: number;
  /** The chart title's heading level: the published view's page heading is the chart title. */
  titleLevel?: 'h1' | 'h2';
  onShownData?: (data: ShownData) => void;
  /** Told what is drawn (an SVG scene, a map's scene, a table's model) whenever it changes, for image exports. */
  onScene?: (scene: ChartScene | undefined) => void;
  /** A click on an axis title, with the component the axis shows. */
  onAxisTitle?: (componentId: string) => void;
  /** Controls drawn beside the title (left out of image exports). */
  actions?: ReactNode;
  /** More footnotes, after the source and the dataset. */
  footnotes?: ReactNode;
  /** The chart frame's element, for image exports. */
  frameRef?: Ref<HTMLElement>;
};

/** Elements carrying this attribute are left out of exported images (spec 002 §6). */
export const EXPORT_EXCLUDE = 'data-export-exclude';
