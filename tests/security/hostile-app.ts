/**
 * The whole app on a DATA_DIR with a hostile cube (every label, description and text value an
 * attack: markup and SPARQL syntax) next to the small air-quality cube, whose data must never
 * appear in an answer about the hostile one.
 */
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp } from '../support/app';
import { startMapProvider } from '../support/map-provider';
import { JAVASCRIPT_IRI, XSS } from './payloads';

const BASE = 'https://example.org/hostile';
export const HOSTILE = {
  iri: `${BASE}/cube/1`,
  unversioned: `${BASE}/cube`,
  /** Component ids combine the unversioned cube IRI and the component IRI. */
  id: (path: 'year' | 'place' | 'category' | 'value') => `${BASE}/cube___${BASE}/${path}`,
  place: (name: 'a' | 'b') => `${BASE}/place/${name}`,
  /** Text values of the category dimension: they go back into queries as filter values. */
  categories: ['" } UNION { ?s ?p ?o } #', 'back\\slash \\" } #'],
  title: { de: `Feindlich ${XSS.script}`, fr: `Hostile ${XSS.svg}`, it: `Ostile ${XSS.iframe}`, en: `Hostile ${XSS.img} cube` },
  description: `Description ${XSS.link} ${XSS.template}`,
  placeLabels: { a: `Place ${XSS.img}`, b: `Place ${XSS.svg}` },
};

/** The air-quality cube (tests/fixtures) and words only its data holds. */
export const OTHER_CUBE = {
  iri: 'https://example.org/cube/air/1',
  /** Its year dimension (the cube has no unversioned parent: its own IRI starts the id). */
  year: 'https://example.org/cube/air/1___https://example.org/air/year',
  markers: ['Air quality', 'Luftqualit', 'Lugano', 'example.org/air/', 'example.org/cube/air/'],
};

const literal = (text: string, lang?: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"${lang ? `@${lang}` : ''}`;

const hostileTurtle = () => {
  const years = ['2020', '2021'];
  const places = ['a', 'b'] as const;
  const observations = years.flatMap((year, y) =>
    places.flatMap((place, p) =>
      HOSTILE.categories.map((category, c) => ({ iri: `<${BASE}/observation/${year}-${place}-${c}>`, year, place, category, value: y * 10 + p * 2 + c + 1 })),
    ),
  );
  return `@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
@prefix sh: <http://www.w3.org/ns/shacl#> .
@prefix schema: <http://schema.org/> .
@prefix cube: <https://cube.link/> .
@prefix meta: <https://cube.link/meta/> .
@prefix qudt: <http://qudt.org/schema/qudt/> .
@prefix time: <http://www.w3.org/2006/time#> .
@prefix dcat: <http://www.w3.org/ns/dcat#> .
@prefix dcterms: <http://purl.org/dc/terms/> .
@prefix vcard: <http://www.w3.org/2006/vcard/ns#> .
@prefix geo: <http://www.opengis.net/ont/geosparql#> .
@prefix h: <${BASE}/> .

<${HOSTILE.unversioned}> schema:hasPart <${HOSTILE.iri}> .
<${HOSTILE.iri}> a cube:Cube, schema:Dataset ;
  ${Object.entries(HOSTILE.title)
    .map(([lang, title]) => `schema:name ${literal(title, lang)}`)
    .join(' ;\n  ')} ;
  schema:description ${literal(HOSTILE.description, 'en')} ;
  schema:version 1 ;
  schema:creativeWorkStatus <https://ld.admin.ch/vocabulary/CreativeWorkStatus/Published> ;
  schema:workExample <https://ld.admin.ch/application/visualize> ;
  schema:datePublished "2030-01-01"^^xsd:date ;
  dcterms:identifier ${literal(XSS.svg)} ;
  dcterms:creator h:org ;
  dcterms:publisher h:org ;
  dcat:theme h:theme ;
  dcat:keyword ${literal(XSS.script)} ;
  dcat:landingPage <${JAVASCRIPT_IRI}> ;
  dcat:contactPoint [ vcard:fn ${literal(`Contact ${XSS.img}`)} ; vcard:hasEmail ${literal(`x"><svg onload="window.__xss=1">@example.org`)} ] ;
  cube:observationConstraint h:shape ;
  cube:observationSet h:observations .

h:org schema:name ${literal(`Organisation ${XSS.script}`, 'en')} .
h:theme schema:name ${literal(`Theme ${XSS.img}`, 'en')} .

h:shape a sh:NodeShape, cube:Constraint ;
  sh:property [
    sh:path h:year ; a cube:KeyDimension ; schema:name ${literal(`Year ${XSS.svg}`, 'en')} ; sh:order 1 ;
    sh:nodeKind sh:Literal ; sh:datatype xsd:gYear ; qudt:scaleType qudt:IntervalScale ;
    meta:dataKind [ a time:GeneralDateTimeDescription ; time:unitType time:unitYear ]
  ], [
    sh:path h:place ; a cube:KeyDimension ; schema:name ${literal(`Place ${XSS.script}`, 'en')} ; sh:order 2 ;
    schema:description ${literal(XSS.iframe, 'en')} ;
    sh:nodeKind sh:IRI ; qudt:scaleType qudt:NominalScale ; sh:in ( h:place\\/a h:place\\/b ) ;
    meta:dataKind [ a schema:GeoShape ]
  ], [
    sh:path h:category ; a cube:KeyDimension ; schema:name ${literal(`Category ${XSS.link}`, 'en')} ; sh:order 3 ;
    sh:nodeKind sh:Literal ; sh:datatype xsd:string ; qudt:scaleType qudt:NominalScale
  ], [
    sh:path h:value ; a cube:MeasureDimension ; schema:name ${literal(`Value ${XSS.img}`, 'en')} ; sh:order 4 ;
    sh:nodeKind sh:Literal ; sh:datatype xsd:decimal ; qudt:scaleType qudt:RatioScale ; qudt:hasUnit h:unit
  ] .

h:unit qudt:symbol ${literal(XSS.svg)} .
${places
  .map((p, i) => {
    const square = `POLYGON((${i} 0, ${i + 1} 0, ${i + 1} 1, ${i} 1, ${i} 0))`;
    return `<${HOSTILE.place(p)}> schema:name ${literal(HOSTILE.placeLabels[p], 'en')} ; geo:hasGeometry [ geo:asWKT "${square}"^^geo:wktLiteral ] .`;
  })
  .join('\n')}

h:observations a cube:ObservationSet ;
  cube:observation ${observations.map((o) => o.iri).join(', ')} .
${observations
  .map(
    (o) =>
      `${o.iri} a cube:Observation ; h:year "${o.year}"^^xsd:gYear ; h:place <${HOSTILE.place(o.place)}> ; h:category ${literal(o.category)} ; h:value ${o.value} .`,
  )
  .join('\n')}
`;
};

/** A DATA_DIR with the hostile cube and the air-quality cube. */
export const hostileDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'hostile-data-'));
  writeFileSync(join(dir, 'hostile-cube.ttl'), hostileTurtle());
  copyFileSync(new URL('../fixtures/air-quality-cube.ttl', import.meta.url), join(dir, 'air-quality-cube.ttl'));
  return dir;
};

// The attack corpus sends thousands of requests from one address: the rate limits (tested on their
// own in tests/api/rate-limit.test.ts and accounts.test.ts) would answer most of them with a 429.
// Custom map layers come from a WMS/WMTS provider on loopback, the only one allowed.
export const startHostileApp = async () => {
  const provider = await startMapProvider();
  const app = await startTestApp({ DATA_DIR: hostileDataDir(), RATE_LIMIT_MAX: '0', SIGN_IN_RATE_MAX: '0', MAP_PROVIDERS: provider.base });
  return { ...app, mapProvider: provider.base, close: () => app.close().then(() => provider.close()) };
};
