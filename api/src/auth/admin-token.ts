// The admin bearer token: where it comes from (ADMIN_TOKEN, or a generated one kept in DATA_DIR) and how a presented one is checked.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MIN_ADMIN_TOKEN_LENGTH, type Config } from '../config';

export type AdminTokenSource = 'env' | 'file' | 'generated';

export interface AdminToken {
  token: string;
  source: AdminTokenSource;
  /** Set when the token lives in a file, so the operator can be told where (never the token itself). */
  file?: string;
}

export function adminTokenFile(dataDir: string): string {
  return join(dataDir, 'admin-token');
}

export async function readAdminTokenFile(dataDir: string): Promise<string | undefined> {
  try {
    const token = (await readFile(adminTokenFile(dataDir), 'utf8')).trim();
    return token.length >= MIN_ADMIN_TOKEN_LENGTH ? token : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** ADMIN_TOKEN wins; otherwise the token in DATA_DIR/admin-token is reused (the CLI reads it), or a new one is written there. */
export async function resolveAdminToken(config: Pick<Config, 'adminToken' | 'dataDir'>): Promise<AdminToken> {
  if (config.adminToken !== undefined) return { token: config.adminToken, source: 'env' };

  const file = adminTokenFile(config.dataDir);
  const existing = await readAdminTokenFile(config.dataDir);
  if (existing !== undefined) return { token: existing, source: 'file', file };

  const token = randomBytes(32).toString('base64url');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, `${token}\n`, { mode: 0o600 });
  // writeFile's mode only applies to a new file; an old, unreadable-length file keeps its permissions otherwise.
  await chmod(file, 0o600);
  return { token, source: 'generated', file };
}

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}

// Hashing first gives equal-length buffers, so timingSafeEqual never leaks the expected token's length.
function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

export function tokensMatch(expected: string, presented: string | undefined): boolean {
  if (presented === undefined) return false;
  return timingSafeEqual(digest(expected), digest(presented));
}
