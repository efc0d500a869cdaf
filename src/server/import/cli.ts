/**
 * npm run import -- <description.json> [--out file.ttl]
 * Writes the cube as Turtle to stdout or --out and a one-line summary to stderr; exit 1 on any problem.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { importDescriptionFile } from './catalogue';

const main = () => {
  const { values, positionals } = parseArgs({ options: { out: { type: 'string', short: 'o' } }, allowPositionals: true });
  if (positionals.length !== 1) throw new Error('Usage: npm run import -- <description.json> [--out file.ttl]');
  const started = performance.now();
  const result = importDescriptionFile(positionals[0]);
  if (values.out) writeFileSync(values.out, result.turtle);
  else process.stdout.write(result.turtle);
  const ms = Math.round(performance.now() - started);
  process.stderr.write(`${positionals[0]}: ${result.triples} triples, ${result.observations} observations, ${ms} ms\n`);
};

try {
  main();
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
