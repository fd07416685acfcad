// One HTTP call to a message provider: a time limit, and a failure message that can be logged
// because numbers, codes and addresses a provider echoes back are scrubbed from it.

export const PROVIDER_TIMEOUT_MS = 10_000;

export class ProviderError extends Error {
  constructor(message: string) {
    super(scrub(message));
    this.name = 'ProviderError';
  }
}

/** Runs of four or more digits (numbers, codes) and email addresses become '…'. */
export function scrub(text: string): string {
  return text.replace(/[^\s@"'<>]+@[^\s@"'<>]+/g, '…@…').replace(/\+?\d[\d\s-]{2,}\d/g, (run) => (run.replace(/\D/g, '').length >= 4 ? '…' : run));
}

export async function callProvider(provider: string, url: string, init: RequestInit, timeoutMs = PROVIDER_TIMEOUT_MS): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    // A DOMException, which is not always an Error instance (jest runs code in its own realm).
    const reason = (error as { name?: unknown } | null)?.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'could not be reached';
    throw new ProviderError(`${provider} ${reason}`);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new ProviderError(`${provider} answered ${response.status}: ${text.slice(0, 300)}`);
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return text;
  }
}
