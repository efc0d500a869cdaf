import oxigraph from 'oxigraph';
import { describe, expect, it } from 'vitest';
import { loadCubesMetadata } from './metadata';
import { EmbeddedSparqlClient } from './sparql';
import { onThisThread } from './store-query';

const store = new oxigraph.Store();
store.load(
  `@prefix cube: <https://cube.link/> .
@prefix schema: <http://schema.org/> .
@prefix dcat: <http://www.w3.org/ns/dcat#> .
@prefix vcard: <http://www.w3.org/2006/vcard/ns#> .
<https://example.org/cube/1> a cube:Cube ;
  schema:name "Forest"@en ;
  dcat:contactPoint [ vcard:fn "Statistics office"@en, "Statistikamt"@de ; vcard:hasEmail <mailto:stats@example.org> ] ,
    [ vcard:fn "Forest service" ; vcard:hasEmail "forest@example.org" ] ,
    [ vcard:hasEmail <mailto:only@example.org> ] .
<https://example.org/cube/2> a cube:Cube ; schema:name "No contact"@en .`,
  { format: 'text/turtle' },
);
const client = new EmbeddedSparqlClient(onThisThread(store), '/api/sparql');

describe('cube metadata', () => {
  it('lists every contact point, named in the locale, the first also as contactPoint', async () => {
    const [cube] = await loadCubesMetadata(client, ['https://example.org/cube/1'], 'de');
    expect(cube.contactPoints).toEqual([
      { email: 'only@example.org' },
      { name: 'Forest service', email: 'forest@example.org' },
      { name: 'Statistikamt', email: 'stats@example.org' },
    ]);
    expect(cube.contactPoint).toEqual({ email: 'only@example.org' });
  });

  it('has no contact point when the cube names none', async () => {
    const [cube] = await loadCubesMetadata(client, ['https://example.org/cube/2'], 'en');
    expect(cube.contactPoints).toEqual([]);
    expect(cube.contactPoint).toBeUndefined();
  });
});
