// The three release operations the CLI performs, either through the running server's admin API or on the repository directly.
import type { ReleaseRecord, ReleaseRepository, RollbackResult } from '../releases/repository';
import type { RollbackInput, SetReleaseInput } from '../releases/rules';

export interface ReleaseOperations {
  set(input: SetReleaseInput): Promise<ReleaseRecord>;
  rollback(input: RollbackInput): Promise<RollbackResult>;
  list(): Promise<ReleaseRecord[]>;
}

export function repositoryOperations(releases: ReleaseRepository): ReleaseOperations {
  return {
    set: (input) => releases.setRelease(input),
    rollback: (input) => releases.rollback(input),
    list: () => releases.history(),
  };
}

function messageOf(payload: unknown): string | undefined {
  const message = (payload as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : undefined;
}

export function httpOperations(baseUrl: string, token: string): ReleaseOperations {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const payload: unknown = await response.json().catch(() => null);
    if (response.status === 401) {
      throw new Error(`the server at ${baseUrl} refused the admin token; check ADMIN_TOKEN or DATA_DIR/admin-token`);
    }
    if (!response.ok) throw new Error(messageOf(payload) ?? `the server answered ${response.status} ${response.statusText}`);
    return payload as T;
  }

  return {
    set: (input) => call<ReleaseRecord>('POST', '/api/admin/releases', input),
    rollback: (input) => call<RollbackResult>('POST', '/api/admin/releases/rollback', input),
    list: async () => (await call<{ releases: ReleaseRecord[] }>('GET', '/api/admin/releases')).releases,
  };
}
