/** Namespaces of the cube-link vocabulary and its neighbours, shared by the importer and the queries. */
export const ns = {
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
  sh: 'http://www.w3.org/ns/shacl#',
  schema: 'http://schema.org/',
  cube: 'https://cube.link/',
  meta: 'https://cube.link/meta/',
  relation: 'https://cube.link/relation/',
  qudt: 'http://qudt.org/schema/qudt/',
  unit: 'http://qudt.org/vocab/unit/',
  dcat: 'http://www.w3.org/ns/dcat#',
  dcterms: 'http://purl.org/dc/terms/',
  vcard: 'http://www.w3.org/2006/vcard/ns#',
  time: 'http://www.w3.org/2006/time#',
  geo: 'http://www.opengis.net/ont/geosparql#',
} as const;
