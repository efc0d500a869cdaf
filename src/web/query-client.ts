/** The query cache of a page in the browser, with its defaults (both entries: start.tsx). */
import { QueryClient } from '@tanstack/react-query';
import { UnservedSourceError } from './api/client';

// One retry, but not of a source this server does not serve: asking again changes nothing.
export const newQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, retry: (failures, error) => failures < 1 && !(error instanceof UnservedSourceError), refetchOnWindowFocus: false },
    },
  });
