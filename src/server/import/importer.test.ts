import N3 from 'n3';
import { describe, expect, it } from 'vitest';
import { parseDescription } from './description';
import { cubeFromRows } from './importer';
import { countTriples, ns, writeTurtle } from './rdf';
import { exampleDescription, exampleHierarchy, exampleRows } from './test-fixture';

const { namedNode } = N3.DataFactory;
const p = (prefix: keyof typeof ns, local: string) => namedNode(ns[prefix] + local);

const importExample = (mutate: (d: ReturnType<typeof exampleDescription>) => void = () => {}, rows = exampleRows()) => {
  const json = exampleDescription();
  mutate(json);
  const { statements, observations } = cubeFromRows(parseDescription(json), rows, process.cwd());
  const turtle = writeTurtle(statements);
  const store = new N3.Store(new N3.Parser().parse(turtle));
  return { store, turtle, observations, triples: countTriples(statements) };
};

const listItems = (store: N3.Store, head: N3.Term): N3.Term[] => {
  const items: N3.Term[] = [];
  for (let node = head; !node.equals(p('rdf', 'nil')); node = store.getObjects(node, p('rdf', 'rest'), null)[0]) {
    items.push(store.getObjects(node, p('rdf', 'first'), null)[0]);
  }
  return items;
};

describe('importing a cube', () => {
  const { store, observations, triples } = importExample();
  const cube = namedNode('https://example.org/cube/test/2');
  const shapes = store.getObjects(store.getObjects(cube, p('cube', 'observationConstraint'), null)[0], p('sh', 'property'), null);
  const shapeOf = (id: string) => shapes.find((s) => store.getObjects(s, p('sh', 'path'), null)[0].value === `https://example.org/cube/test/${id}`)!;
  const observationIris = store.getSubjects(p('rdf', 'type'), p('cube', 'Observation'), null);

  it('counts the triples it writes', () => expect(store.size).toBe(triples));

  it('writes the cube metadata in four languages with status, version and the version link', () => {
    expect(
      store
        .getObjects(cube, p('schema', 'name'), null)
        .map((o) => (o as N3.Literal).language)
        .sort(),
    ).toEqual(['de', 'en', 'fr', 'it']);
    expect(store.getObjects(cube, p('schema', 'description'), null)[0].value).toContain('"with quotes"\nand');
    expect(store.getObjects(cube, p('schema', 'creativeWorkStatus'), null)[0].value).toMatch(/Draft$/);
    expect(store.getObjects(cube, p('schema', 'expires'), null)).toHaveLength(1);
    expect(store.has(new N3.Quad(namedNode('https://example.org/cube/test'), p('schema', 'hasPart'), cube))).toBe(true);
  });

  it('writes one observation per row, each with every shape path', () => {
    expect(observationIris).toHaveLength(observations);
    expect(observations).toBe(exampleRows().length);
    const paths = shapes.map((s) => store.getObjects(s, p('sh', 'path'), null)[0]);
    for (const observation of observationIris) {
      for (const path of paths) expect(store.getObjects(observation, path, null)).toHaveLength(1);
    }
  });

  it('lists every used value in sh:in, with labels in four languages and positions when ordinal', () => {
    for (const id of ['country', 'region']) {
      const listed = listItems(store, store.getObjects(shapeOf(id), p('sh', 'in'), null)[0]).map((t) => t.value);
      const used = store.getObjects(null, namedNode(`https://example.org/cube/test/${id}`), null).map((t) => t.value);
      expect(listed).toEqual(expect.arrayContaining([...new Set(used)]));
      for (const value of listed) expect(store.getObjects(namedNode(value), p('schema', 'name'), null)).toHaveLength(4);
    }
    expect(store.getObjects(namedNode('https://example.org/region/alps'), p('schema', 'position'), null)[0].value).toBe('1');
  });

  it('describes kind, scale, unit, range and data kind', () => {
    const year = shapeOf('year');
    expect(store.getObjects(year, p('rdf', 'type'), null)[0].value).toBe(ns.cube + 'KeyDimension');
    expect(store.getObjects(year, p('sh', 'minInclusive'), null)[0].value).toBe('2001');
    const dataKind = store.getObjects(year, p('meta', 'dataKind'), null)[0];
    expect(store.getObjects(dataKind, p('time', 'unitType'), null)[0].value).toBe(ns.time + 'unitYear');
    expect(store.getObjects(shapeOf('region'), p('rdf', 'type'), null)).toHaveLength(0);
    expect(store.getObjects(shapeOf('pop'), p('qudt', 'hasUnit'), null)[0].value).toBe('http://qudt.org/vocab/unit/NUM');
    expect(store.getObjects(namedNode('http://qudt.org/vocab/unit/DEG_C'), p('rdfs', 'label'), null)).toHaveLength(1);
  });

  it('writes gaps as cube:Undefined and allows them with sh:or', () => {
    const temp = shapeOf('temp');
    const undefinedValues = store
      .getObjects(null, namedNode('https://example.org/cube/test/temp'), null)
      .filter((o) => (o as N3.Literal).datatype?.value === ns.cube + 'Undefined');
    expect(undefinedValues).toHaveLength(1);
    const alternatives = listItems(store, store.getObjects(temp, p('sh', 'or'), null)[0]);
    expect(alternatives.map((a) => store.getObjects(a, p('sh', 'datatype'), null)[0].value)).toEqual([ns.xsd + 'decimal', ns.cube + 'Undefined']);
  });

  it('gives geo-shape values a WKT geometry', () => {
    const geometry = store.getObjects(namedNode('https://example.org/country/CHE'), p('geo', 'hasGeometry'), null)[0];
    expect(store.getObjects(geometry, p('geo', 'asWKT'), null)[0].value).toMatch(/^MULTIPOLYGON\(\(\(/);
  });

  it("declares a shape dimension without geometry when its shapes are 'none' (a source that lacks them)", () => {
    const { store } = importExample((d) => {
      (d.columns[1].values as Record<string, unknown>).shapes = 'none';
    });
    expect(store.getObjects(namedNode('https://example.org/country/CHE'), p('geo', 'hasGeometry'), null)).toEqual([]);
    expect(store.getSubjects(p('rdf', 'type'), p('schema', 'GeoShape'), null)).toHaveLength(1);
  });

  it('refuses rows with the same key', () => {
    expect(() =>
      importExample((d) => {
        d.columns = d.columns.filter((c) => c.id !== 'year');
      }),
    ).toThrow(/rows 1 and 3 have the same key \(che\)/);
  });
});

describe('importing a hierarchy of a coded column', () => {
  const withHierarchy =
    (change: (h: ReturnType<typeof exampleHierarchy>) => void = () => {}) =>
    (d: ReturnType<typeof exampleDescription>) => {
      const hierarchy = exampleHierarchy();
      change(hierarchy);
      (d.columns[1].values as Record<string, unknown>).hierarchy = hierarchy;
    };
  const { store, triples } = importExample(withHierarchy());
  const country = (code: string) => namedNode(`https://example.org/country/${code}`);
  const region = (code: string) => namedNode(`https://example.org/region/${code}`);
  const europe = namedNode('https://example.org/continent/europe');
  const one = (subject: N3.Term, predicate: N3.NamedNode) => {
    const objects = store.getObjects(subject, predicate, null);
    expect(objects).toHaveLength(1);
    return objects[0];
  };
  const englishName = (subject: N3.Term) => store.getObjects(subject, p('schema', 'name'), null).find((o) => (o as N3.Literal).language === 'en')?.value;

  it('declares it on the property shape as LINDAS does: name, root, one nested level per step down to the values', () => {
    const shape = store.getSubjects(p('sh', 'path'), namedNode('https://example.org/cube/test/country'), null)[0];
    const hierarchy = one(shape, p('meta', 'inHierarchy'));
    expect(one(hierarchy, p('rdf', 'type'))).toEqual(p('meta', 'Hierarchy'));
    expect(store.getObjects(hierarchy, p('schema', 'name'), null)).toHaveLength(4);
    expect(englishName(hierarchy)).toBe('Continents');
    expect(one(hierarchy, p('meta', 'hierarchyRoot'))).toEqual(europe);
    const regionLevel = one(hierarchy, p('meta', 'nextInHierarchy'));
    expect(englishName(regionLevel)).toBe('Region');
    expect(one(regionLevel, p('sh', 'path'))).toEqual(p('schema', 'containsPlace'));
    const countryLevel = one(regionLevel, p('meta', 'nextInHierarchy'));
    expect(englishName(countryLevel)).toBe('Country');
    expect(one(countryLevel, p('sh', 'path'))).toEqual(p('schema', 'containsPlace'));
    expect(store.getObjects(countryLevel, p('meta', 'nextInHierarchy'), null)).toEqual([]);
  });

  it('links root → level nodes → values with schema:containsPlace and names the nodes above the values', () => {
    const children = (node: N3.Term) => store.getObjects(node, p('schema', 'containsPlace'), null).map((o) => o.value);
    expect(children(europe).sort()).toEqual([region('alps').value, region('west').value]);
    expect(children(region('alps'))).toEqual([country('CHE').value]);
    expect(children(region('west'))).toEqual([country('FRA').value]);
    expect(store.getObjects(europe, p('schema', 'name'), null)).toHaveLength(4);
    // The level's nodes are the region column's values too: their names are written once.
    expect(store.getObjects(region('alps'), p('schema', 'name'), null)).toHaveLength(4);
    expect(store.size).toBe(triples);
  });

  it('lets the root hold the values directly when there are no levels', () => {
    const { store } = importExample(withHierarchy((h) => (h.levels = [])));
    expect(
      store
        .getObjects(europe, p('schema', 'containsPlace'), null)
        .map((o) => o.value)
        .sort(),
    ).toEqual([country('CHE').value, country('FRA').value]);
  });

  it('stops at a value with two parents, a parent missing from the level list or an IRI on two levels', () => {
    const rows = exampleRows();
    rows[2].region = 'b';
    expect(() => importExample(withHierarchy(), rows)).toThrow(
      'column "country": https://example.org/country/CHE has two parents in the hierarchy: https://example.org/region/alps and https://example.org/region/west',
    );
    expect(() => importExample(withHierarchy((h) => h.levels[0].list.pop()))).toThrow(
      'column "country": row 1: "a" in "region" is not in the list of hierarchy level 1',
    );
    expect(() =>
      importExample(
        withHierarchy((h) => {
          h.root = { code: 'CHE', name: h.root.name };
        }),
      ),
    ).toThrow('column "country": https://example.org/country/CHE is on two levels of the hierarchy (0 and 2, the root being 0)');
  });
});
