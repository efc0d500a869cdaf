/**
 * A Virtuoso of its own for tests and benches: .ci/virtuoso.sh on the given ports and folder, with
 * the RDF files of `cubes` bulk-loaded when it starts (one already running there is reused as it is).
 */
import { execFileSync } from 'node:child_process';

export type VirtuosoPlace = { http: number; isql: number; dir: string };

/** Starts (or finds) the Virtuoso and returns its endpoint. */
export const startVirtuoso = (cubes: string, place: VirtuosoPlace) => {
  const env = { ...process.env, VIRTUOSO_HTTP_PORT: String(place.http), VIRTUOSO_ISQL_PORT: String(place.isql), VIRTUOSO_DIR: place.dir };
  const exported = execFileSync('bash', [new URL('../../.ci/virtuoso.sh', import.meta.url).pathname, cubes], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  return /TEST_VIRTUOSO_ENDPOINT=(\S+)/.exec(exported.toString())![1];
};

/** Replaces what the Virtuoso holds by one Turtle file of its `cubes` folder: a reused one may hold an earlier run's. */
export const reloadVirtuoso = (place: VirtuosoPlace, file: string) => {
  const graph = 'https://cubeviz.org/graph/cubes';
  execFileSync('isql-vt', [String(place.isql), 'dba', 'dba', `exec=SPARQL CLEAR GRAPH <${graph}>; DB.DBA.TTLP(file_to_string('${file}'), '', '${graph}');`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
};
