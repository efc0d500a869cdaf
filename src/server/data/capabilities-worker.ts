/** The worker of capabilities-parser.ts: parses the documents it is sent, one at a time, and posts the layers or the error. */
import { parentPort } from 'node:worker_threads';
import { CapabilitiesError, parseCapabilities, type ProviderType } from '../../domain/map/capabilities';

export type ParserRequest = { id: number; type: ProviderType; xml: string; endpoint: string };
export type ParserMessage = { id: number } & ({ capabilities: ReturnType<typeof parseCapabilities> } | { error: string; invalid: boolean });

const port = parentPort!;
port.on('message', ({ id, type, xml, endpoint }: ParserRequest) => {
  let message: ParserMessage;
  try {
    message = { id, capabilities: parseCapabilities(type, xml, endpoint) };
  } catch (error) {
    message = { id, error: (error as Error).message, invalid: error instanceof CapabilitiesError };
  }
  port.postMessage(message);
});
