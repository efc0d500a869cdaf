/** `npm start`: the app on the embedded default, configured by environment variables (README). */
import { readSettings } from './settings';
import { startApp } from './start';

const log = (message: string) => console.log(`[cubeviz] ${message}`);

try {
  const { lifecycle } = await startApp(readSettings(), log);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      // A second signal does not wait for the requests in flight.
      if (lifecycle.shuttingDown) process.exit(1);
      lifecycle.shutDown().then(
        (complete) => process.exit(complete ? 0 : 1),
        (error: Error) => {
          console.error(`[cubeviz] Could not shut down cleanly: ${error.message}`);
          process.exit(1);
        },
      );
    });
  }
} catch (error) {
  console.error(`[cubeviz] Could not start: ${(error as Error).message}`);
  process.exit(1);
}
