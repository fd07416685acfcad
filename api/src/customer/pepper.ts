// The server pepper one-time passwords are hashed with: OTP_PEPPER, or a generated one kept in
// DATA_DIR/otp-pepper (like the admin token). Several API instances must share it: set OTP_PEPPER.
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config';
import { MIN_OTP_PEPPER_LENGTH } from './config';

export interface OtpPepper {
  pepper: string;
  source: 'env' | 'file' | 'generated';
}

export function otpPepperFile(dataDir: string): string {
  return join(dataDir, 'otp-pepper');
}

export async function resolveOtpPepper(config: Pick<Config, 'dataDir' | 'customer'>): Promise<OtpPepper> {
  if (config.customer.otpPepper !== undefined) return { pepper: config.customer.otpPepper, source: 'env' };
  const file = otpPepperFile(config.dataDir);
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= MIN_OTP_PEPPER_LENGTH) return { pepper: existing, source: 'file' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const pepper = randomBytes(32).toString('base64url');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, `${pepper}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return { pepper, source: 'generated' };
}
