/**
 * The SPARQL requests the data layer sends to remote endpoints, recorded where the remote client
 * sends them, and their rounds: the longest chain of requests each sent after the one before it was
 * answered, the round trips a client waits for one after another (issue 14, issue 32 item 7).
 */
import { RemoteSparqlClient } from '../../src/server/data/sparql';

type Call = { sent: number; answered: number };

/** Records every remote select until `restore`; `take` returns the requests and rounds since the last take. */
export const recordSparqlRequests = () => {
  const select = RemoteSparqlClient.prototype.select;
  let calls: Call[] = [];
  const queries: string[] = [];
  const record = function (this: RemoteSparqlClient, query: string) {
    const call = { sent: performance.now(), answered: Infinity };
    calls.push(call);
    queries.push(query);
    const answer = select.call(this, query);
    const done = () => void (call.answered = performance.now());
    answer.then(done, done);
    return answer;
  };
  RemoteSparqlClient.prototype.select = record;
  return {
    take: (): { requests: number; rounds: number } => {
      const depth = new Map<Call, number>();
      for (const call of calls) depth.set(call, 1 + Math.max(0, ...calls.filter((c) => c.answered <= call.sent).map((c) => depth.get(c)!)));
      const counted = { requests: calls.length, rounds: Math.max(0, ...depth.values()) };
      calls = [];
      return counted;
    },
    /** Every query sent since recording began. */
    queries: () => [...queries],
    /** Ends recording, unless a later recorder took over (a timed-out test's ends late, in the next one's). */
    restore: () => {
      if (RemoteSparqlClient.prototype.select === record) RemoteSparqlClient.prototype.select = select;
    },
  };
};
