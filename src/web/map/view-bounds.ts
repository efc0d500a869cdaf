/**
 * The view each map shows now, by chart key: what the base layer's lock stores as bbox (spec 001
 * §4 "when the view is locked the current map bounds are stored as bbox").
 */
import type { Bounds } from '../../domain/charts/map/shapes';

const views = new Map<string, Bounds>();

export const rememberView = (chartKey: string, bounds: Bounds) => views.set(chartKey, bounds);

export const currentView = (chartKey: string): Bounds | undefined => views.get(chartKey);
