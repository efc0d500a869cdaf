/**
 * What a map asks of the cube: the components of its layers and animation, and those its
 * interactive filters act on. Apart from the scene, so that the chart pipeline's query stage
 * loads without the map's drawing code.
 */
import type { ChartConfigOf } from '../../config';
import { isGeoShapesDimension, type Component } from '../../data';
import type { FilterSpec } from '../chart-data';
import type { MapColor } from './fields';

/** The components the interactive filters act on: the time-range filter's and the animation's. */
export const mapFilterSpec = (config: ChartConfigOf<'map'>): FilterSpec => {
  const { timeRange } = config.interactiveFiltersConfig;
  return {
    timeId: timeRange.active && timeRange.componentId ? timeRange.componentId : undefined,
    animationId: config.fields.animation?.componentId,
  };
};

/** The components the observations query must return. */
export const mapComponentIds = (config: ChartConfigOf<'map'>): string[] => {
  const { areaLayer, symbolLayer, animation } = config.fields;
  const colorId = (color: MapColor | undefined) => (color && color.type !== 'fixed' ? [color.componentId] : []);
  const ids = [
    ...(areaLayer ? [areaLayer.componentId, ...colorId(areaLayer.color)] : []),
    ...(symbolLayer ? [symbolLayer.componentId, ...(symbolLayer.measureId ? [symbolLayer.measureId] : []), ...colorId(symbolLayer.color)] : []),
    ...(animation ? [animation.componentId] : []),
    ...(mapFilterSpec(config).timeId ? [mapFilterSpec(config).timeId!] : []),
  ];
  return [...new Set(ids)];
};

/**
 * The area layer's dimension when the source has no shapes for it (a map saved before the source
 * lost them, or made elsewhere): its areas cannot be drawn, and the view says so.
 */
export const shapelessAreaLayer = (config: ChartConfigOf<'map'>, components: Map<string, Component>): Component | undefined => {
  const id = config.fields.areaLayer?.componentId;
  const component = id === undefined ? undefined : components.get(id);
  return component && isGeoShapesDimension(component) && component.hasShapes === false ? component : undefined;
};
