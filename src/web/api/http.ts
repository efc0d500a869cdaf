/** One call of the server's API in the {success, data, message} envelope. */

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

let apiFetch: ApiFetch = (path, init) => fetch(path, init);

/** Where the calls go: the browser's fetch, or the server renderer's in-process answers (server/render). */
export const setApiFetch = (fetcher: ApiFetch) => {
  apiFetch = fetcher;
};

export const call = async <T>(path: string, init?: RequestInit): Promise<T> => {
  const response = await apiFetch(path, init);
  const body = await response.json().catch(() => ({ success: false, message: `${response.status} ${response.statusText}` }));
  // The envelope's message is thrown when success is false (spec 001 §7).
  if (!response.ok || body.success === false) throw new ApiError(body.message ?? `Request failed (${response.status})`, response.status);
  return body.data as T;
};
