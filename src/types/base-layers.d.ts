/** The offline base layers' geodata, one module each, made by the web build (vite.config.ts, domain/charts/map/base-layer-sources.ts). */
declare module 'virtual:base-layer/*' {
  const topology: import('topojson-specification').Topology;
  export default topology;
}
