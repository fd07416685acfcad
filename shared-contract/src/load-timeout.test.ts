import { CHUNK_LOAD_TIMEOUT_MS, fetchWithin } from './load-timeout';

describe('fetchWithin', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.useRealTimers();
  });

  /** A fetch that answers only when aborted, like a connection that stalls. */
  function stalledFetch() {
    globalThis.fetch = jest.fn((_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    ) as typeof fetch;
  }

  it('gives up after 120 seconds, naming the URL, and not a moment before', async () => {
    jest.useFakeTimers();
    stalledFetch();
    const settled = jest.fn();
    const result = fetchWithin('/remotes/lead/1.0.0/mf-manifest.json').then(settled, (error: Error) => {
      settled();
      return error;
    });
    await jest.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(((await result) as Error).message).toBe('/remotes/lead/1.0.0/mf-manifest.json did not arrive within 120 s');
  });

  it('passes an answer through, whatever its status, and keeps other failures as they were', async () => {
    globalThis.fetch = jest.fn(async () => new Response('{}', { status: 404 })) as typeof fetch;
    expect((await fetchWithin('/x')).status).toBe(404);
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(fetchWithin('/x')).rejects.toThrow('Failed to fetch');
  });
});
