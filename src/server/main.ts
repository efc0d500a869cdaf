/** `npm start`: the app on the embedded default, configured by environment variables (README). */
import { readSettings } from './settings';
import { startApp } from './start';

const log = (message: string) => console.log(`[cubeviz] ${message}`);

try {
  const { app } = await startApp(readSettings(), log);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(() => process.exit(0));
    });
  }
} catch (error) {
  console.error(`[cubeviz] Could not start: ${(error as Error).message}`);
  process.exit(1);
}
