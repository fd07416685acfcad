// The spec's limit on loading the site's own code (section 7: 120 seconds), for every file the
// shell fetches before a screen can show: remote chunks and entries (through the bundler and
// the MF runtime), remote manifests and the release manifest (through fetchWithin).

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * fetch that gives up after `timeoutMs`, rejecting with an error that names the URL. A plain
 * fetch waits as long as the connection stays open, which on a stalled mobile network leaves
 * the visitor looking at a spinner forever. setTimeout (not AbortSignal.timeout) so tests can
 * move the clock.
 */
export async function fetchWithin(url: string, init: RequestInit = {}, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (controller.signal.aborted) throw new Error(`${url} did not arrive within ${timeoutMs / 1000} s`, { cause: error });
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
