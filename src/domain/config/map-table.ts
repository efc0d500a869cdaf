/** Map and table fields, each schema now in its chart folder; kept so that existing imports read on. */
export * from '../charts/map/fields';
export * from '../charts/table/fields';
