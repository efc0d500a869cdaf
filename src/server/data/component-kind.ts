/**
 * What kind of component a property shape describes, derived the way the production service's
 * cubes express it (cube-link: key/measure type, qudt:scaleType, meta:dataKind, meta:dimensionRelation).
 */
import type { ComponentType, ScaleType, TimeUnit } from '../../domain/data';
import { isNumericDatatype, ns } from './rdf';

/** The facts of one property shape that decide its kind. */
export type ShapeFacts = {
  isKey: boolean;
  isMeasure: boolean;
  scaleType?: ScaleType;
  datatype?: string;
  nodeKind?: 'IRI' | 'Literal';
  dataKind?: 'Time' | 'GeoShape' | 'GeoCoordinates';
  timeUnit?: TimeUnit;
  relation?: 'StandardError' | 'ConfidenceUpperBound' | 'ConfidenceLowerBound';
};

export const scaleTypeOf = (iri: string | undefined): ScaleType | undefined =>
  ({
    [`${ns.qudt}NominalScale`]: 'Nominal',
    [`${ns.qudt}OrdinalScale`]: 'Ordinal',
    [`${ns.qudt}IntervalScale`]: 'Interval',
    [`${ns.qudt}RatioScale`]: 'Ratio',
  })[iri ?? ''] as ScaleType | undefined;

export const dataKindOf = (typeIri: string | undefined): ShapeFacts['dataKind'] =>
  ({
    [`${ns.time}GeneralDateTimeDescription`]: 'Time',
    [`${ns.schema}GeoShape`]: 'GeoShape',
    [`${ns.schema}GeoCoordinates`]: 'GeoCoordinates',
  })[typeIri ?? ''] as ShapeFacts['dataKind'];

export const timeUnitOf = (iri: string | undefined): TimeUnit | undefined => {
  const match = iri?.match(/^http:\/\/www\.w3\.org\/2006\/time#unit(Year|Month|Week|Day|Hour|Minute|Second)$/);
  return match?.[1] as TimeUnit | undefined;
};

export const relationOf = (iri: string | undefined): ShapeFacts['relation'] =>
  ({
    [`${ns.relation}StandardError`]: 'StandardError',
    [`${ns.relation}ConfidenceUpperBound`]: 'ConfidenceUpperBound',
    [`${ns.relation}ConfidenceLowerBound`]: 'ConfidenceLowerBound',
  })[iri ?? ''] as ShapeFacts['relation'];

export const componentTypeOf = (facts: ShapeFacts): ComponentType => {
  if (facts.isMeasure) return facts.scaleType === 'Ordinal' ? 'OrdinalMeasure' : 'NumericalMeasure';
  if (facts.relation) return `${facts.relation}Dimension`;
  switch (facts.dataKind) {
    case 'Time':
      if (facts.scaleType === 'Ordinal') return 'TemporalOrdinalDimension';
      // Time points coded as IRIs (e.g. https://ld.admin.ch/time/year/2020) are temporal entities.
      return facts.nodeKind === 'IRI' ? 'TemporalEntityDimension' : 'TemporalDimension';
    case 'GeoShape':
      return 'GeoShapesDimension';
    case 'GeoCoordinates':
      return 'GeoCoordinatesDimension';
  }
  return facts.scaleType === 'Ordinal' ? 'OrdinalDimension' : 'NominalDimension';
};

/** d3-time-format pattern of a temporal dimension, from its datatype (or its time unit for IRIs). */
export const timeFormatOf = (datatype: string | undefined, timeUnit: TimeUnit | undefined): string => {
  switch (datatype) {
    case `${ns.xsd}gYear`:
      return '%Y';
    case `${ns.xsd}gYearMonth`:
      return '%Y-%m';
    case `${ns.xsd}date`:
      return '%Y-%m-%d';
    case `${ns.xsd}dateTime`:
      return '%Y-%m-%dT%H:%M:%S';
  }
  return timeUnit === 'Year' ? '%Y' : timeUnit === 'Month' ? '%Y-%m' : timeUnit === 'Day' || timeUnit === 'Week' ? '%Y-%m-%d' : '%Y-%m-%dT%H:%M:%S';
};

/** A measure is numerical when its values are numbers, whatever its scale type says. */
export const isNumericalShape = (facts: ShapeFacts) =>
  facts.isMeasure && (isNumericDatatype(facts.datatype) || facts.scaleType === 'Ratio' || facts.scaleType === 'Interval');
