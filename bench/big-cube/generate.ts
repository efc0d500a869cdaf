/**
 * The big cubes of issue 32: a deterministic generator of cube-link cubes in the shape real
 * municipal statistics have, imported with the app's own importer (src/server/import):
 *
 * - municipalities (2,200 by default) in districts in 26 cantons: a hierarchy canton → district →
 *   municipality, every name in four languages;
 * - 50 years, a population group (1 value for 10⁵ observations, 9 for 10⁶) and three measures
 *   (population, area, share of foreigners) with units;
 * - gaps as real cubes have them: municipalities merged away end early (their series stop in
 *   different years), some groups are not counted in some years, and a few cells are missing.
 *
 * Everything follows from the size: two runs write the same files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importDescriptionFile } from '../../src/server/import/catalogue';

const BASE = 'https://bench.cubeviz.org/big';
export const CANTONS = 26;
export const FIRST_YEAR = 1975;

export type BigCubeSize = { municipalities: number; years: number; groups: number };
/** 2,200 × 50 × 1 ≈ 10⁵ observations, and × 9 ≈ 10⁶. */
export const BIG_CUBE_SIZES = {
  '1e5': { municipalities: 2_200, years: 50, groups: 1 },
  '1e6': { municipalities: 2_200, years: 50, groups: 9 },
} as const satisfies Record<string, BigCubeSize>;

const L = (de: string, fr: string, it: string, en: string) => ({ de, fr, it, en });
const pad = (n: number, width = 4) => String(n).padStart(width, '0');

/** A pseudo-random number in [0, 1) from integers: the same inputs, the same number. */
export const noise = (...parts: number[]) => {
  let h = 2166136261;
  for (const part of parts) h = Math.imul(h ^ (part + 0x9e3779b9), 16777619) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
  return ((h ^ (h >>> 13)) >>> 0) / 2 ** 32;
};

export const districtOf = (municipality: number) => Math.floor(municipality / 15);
export const cantonOf = (district: number) => district % CANTONS;

/** The year after a merged-away municipality's last one (every 12th municipality merges), else none. */
export const mergedIn = (municipality: number, years: number) =>
  municipality % 12 === 5 ? FIRST_YEAR + Math.floor(years / 2) + (municipality % 20) : undefined;

export const cubeIri = (id: string) => `${BASE}/cube/${id}/1`;

/**
 * The rows of the cube: one per municipality, year and group that has data. The group 1 is not
 * counted before 1990 (groups added later), and one cell in 50 of the share is missing.
 */
export function* bigCubeRows({ municipalities, years, groups }: BigCubeSize) {
  for (let m = 0; m < municipalities; m++) {
    const end = mergedIn(m, years);
    const base = 300 + Math.floor(noise(m) * 40_000);
    for (let y = 0; y < years; y++) {
      const year = FIRST_YEAR + y;
      if (end !== undefined && year >= end) break;
      for (let g = 0; g < groups; g++) {
        if (g === 1 && year < 1990) continue;
        const population = Math.round((base * (1 + y / 80)) / groups);
        const share = noise(m, y, g) < 0.02 ? '' : (5 + noise(m, g) * 30 + y / 5).toFixed(1);
        yield [
          `M${pad(m)}`,
          `D${pad(districtOf(m), 3)}`,
          `C${pad(cantonOf(districtOf(m)), 2)}`,
          year,
          `G${g}`,
          population,
          (1 + noise(m, 7) * 80).toFixed(2),
          share,
        ];
      }
    }
  }
}

const HEADER = ['municipality', 'district', 'canton', 'year', 'group', 'population', 'area', 'share'];

const description = (id: string, size: BigCubeSize) => {
  const districts = districtOf(size.municipalities - 1) + 1;
  return {
    cube: {
      iri: cubeIri(id),
      unversionedIri: `${BASE}/cube/${id}`,
      version: 1,
      status: 'Published',
      datePublished: '2026-01-01',
      identifier: `big-${id}`,
      title: L(`Gemeinden ${id}`, `Communes ${id}`, `Comuni ${id}`, `Municipalities ${id}`),
      description: L('Generierte Gemeindestatistik.', 'Statistique communale générée.', 'Statistica comunale generata.', 'Generated municipal statistics.'),
      creator: { iri: 'https://bench.cubeviz.org/org/bench', name: L('Bench', 'Bench', 'Bench', 'Bench') },
      themes: [{ iri: 'https://bench.cubeviz.org/theme/population', name: L('Bevölkerung', 'Population', 'Popolazione', 'Population') }],
      contact: { name: 'Bench', email: 'bench@example.org' },
      landingPage: 'https://bench.cubeviz.org/',
      license: 'https://creativecommons.org/publicdomain/zero/1.0/',
      credit: 'Generated data.',
    },
    source: { file: `./${id}.csv` },
    columns: [
      {
        path: 'municipality',
        id: 'municipality',
        kind: 'key',
        scale: 'nominal',
        name: L('Gemeinde', 'Commune', 'Comune', 'Municipality'),
        values: {
          iri: `${BASE}/municipality/{code}`,
          list: Array.from({ length: size.municipalities }, (_, m) => ({
            value: `M${pad(m)}`,
            code: `m${pad(m)}`,
            name: L(`Gemeinde ${pad(m)}`, `Commune ${pad(m)}`, `Comune ${pad(m)}`, `Municipality ${pad(m)}`),
          })),
          hierarchy: {
            name: L('Kantone', 'Cantons', 'Cantoni', 'Cantons'),
            root: { code: 'ch', iri: `${BASE}/country/{code}`, name: L('Schweiz', 'Suisse', 'Svizzera', 'Switzerland') },
            levels: [
              {
                name: L('Kanton', 'Canton', 'Cantone', 'Canton'),
                path: 'canton',
                iri: `${BASE}/canton/{code}`,
                list: Array.from({ length: CANTONS }, (_, c) => ({
                  value: `C${pad(c, 2)}`,
                  code: `c${pad(c, 2)}`,
                  name: L(`Kanton ${c}`, `Canton ${c}`, `Cantone ${c}`, `Canton ${c}`),
                })),
              },
              {
                name: L('Bezirk', 'District', 'Distretto', 'District'),
                path: 'district',
                iri: `${BASE}/district/{code}`,
                list: Array.from({ length: districts }, (_, d) => ({
                  value: `D${pad(d, 3)}`,
                  code: `d${pad(d, 3)}`,
                  name: L(`Bezirk ${d}`, `District ${d}`, `Distretto ${d}`, `District ${d}`),
                })),
              },
            ],
            leafLevelName: L('Gemeinde', 'Commune', 'Comune', 'Municipality'),
          },
        },
      },
      { path: 'year', id: 'year', kind: 'key', scale: 'interval', temporal: 'year', name: L('Jahr', 'Année', 'Anno', 'Year') },
      {
        path: 'group',
        id: 'group',
        kind: 'key',
        scale: 'nominal',
        name: L('Bevölkerungsgruppe', 'Groupe de population', 'Gruppo di popolazione', 'Population group'),
        values: {
          iri: `${BASE}/group/{code}`,
          list: Array.from({ length: size.groups }, (_, g) => ({
            value: `G${g}`,
            code: `g${g}`,
            name: L(`Gruppe ${g}`, `Groupe ${g}`, `Gruppo ${g}`, `Group ${g}`),
          })),
        },
      },
      {
        path: 'population',
        id: 'population',
        kind: 'measure',
        scale: 'ratio',
        datatype: 'integer',
        name: L('Einwohner', 'Habitants', 'Abitanti', 'Inhabitants'),
        unit: { iri: 'http://qudt.org/vocab/unit/NUM', label: 'Number', name: L('Anzahl', 'Nombre', 'Numero', 'Number') },
      },
      {
        path: 'area',
        id: 'area',
        kind: 'measure',
        scale: 'ratio',
        datatype: 'decimal',
        name: L('Fläche', 'Surface', 'Superficie', 'Area'),
        unit: {
          iri: 'http://qudt.org/vocab/unit/KiloM2',
          label: 'Square kilometre',
          symbol: 'km²',
          name: L('Quadratkilometer', 'kilomètre carré', 'chilometro quadrato', 'square kilometre'),
        },
      },
      {
        path: 'share',
        id: 'share',
        kind: 'measure',
        scale: 'ratio',
        datatype: 'decimal',
        name: L('Ausländeranteil', 'Part des étrangers', 'Quota di stranieri', 'Share of foreigners'),
        unit: { iri: 'http://qudt.org/vocab/unit/PERCENT', label: 'Percent', symbol: '%', name: L('Prozent', 'pour cent', 'per cento', 'percent') },
      },
    ],
  };
};

/**
 * Writes the cube's table, description and Turtle into `dir` (the Turtle into `dir/data`, a DATA_DIR)
 * and returns the Turtle's path with the counts.
 */
export const writeBigCube = (dir: string, id: keyof typeof BIG_CUBE_SIZES | string, size: BigCubeSize) => {
  const data = join(dir, 'data');
  mkdirSync(data, { recursive: true });
  const lines = [HEADER.join(',')];
  for (const row of bigCubeRows(size)) lines.push(row.join(','));
  writeFileSync(join(dir, `${id}.csv`), lines.join('\n'));
  writeFileSync(join(dir, `${id}.json`), JSON.stringify(description(id, size)));
  const { turtle, triples, observations } = importDescriptionFile(join(dir, `${id}.json`));
  const file = join(data, `${id}.ttl`);
  writeFileSync(file, turtle);
  return { file, iri: cubeIri(id), triples, observations, bytes: Buffer.byteLength(turtle) };
};
