// Fires what an attacker would at the OTP endpoints from one address: 1,000 send requests for
// one number and 1,000 verify guesses against one challenge, and prints how many messages went
// out and whether any guess got in. Expected: no more messages than the limits allow, no guess
// succeeds.
import { startSite } from '../src/server';
import { createResponse, outbox } from '../src/api';

const ATTEMPTS = 1000;
const NUMBER = { mobile: '9876543210', isd: '91' };

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

async function main() {
  const site = await startSite({ LOG_LEVEL: 'error' });
  try {
    const { responseId } = await createResponse(site.origin);
    const sendStatuses = new Map<number, number>();
    const started = Date.now();
    for (let i = 0; i < ATTEMPTS; i += 1) {
      const res = await fetch(`${site.origin}/api/customer/me/loginotp`, { method: 'POST', body: form({ ...NUMBER, appcode: 'HMPL', name: 'Attacker', email: '' }) });
      sendStatuses.set(res.status, (sendStatuses.get(res.status) ?? 0) + 1);
    }
    const sendSeconds = (Date.now() - started) / 1000;
    const delivered = (await outbox(site.origin)).filter((m) => m.to.endsWith(NUMBER.mobile)).length;

    const verifyStatuses = new Map<number, number>();
    let successes = 0;
    for (let guess = 0; guess < ATTEMPTS; guess += 1) {
      const otp = String(guess).padStart(6, '0');
      const res = await fetch(`${site.origin}/api/customer/me/veryfyotp`, {
        method: 'POST',
        body: form({ ...NUMBER, appcode: 'HMPL', otp, name: 'Attacker', email: '', responseId }),
      });
      verifyStatuses.set(res.status, (verifyStatuses.get(res.status) ?? 0) + 1);
      if (res.status === 200) successes += 1;
    }

    console.log(`\nSend: ${ATTEMPTS} requests for one number in ${sendSeconds.toFixed(1)} s; answers by status:`, Object.fromEntries(sendStatuses));
    console.log(`Messages delivered to that number: ${delivered} (limits: 1 per 30 s, 5 per 10 minutes per number, 20 per 10 minutes per address)`);
    console.log(`Verify: ${ATTEMPTS} guesses 000000..000999 against the challenge; answers by status:`, Object.fromEntries(verifyStatuses));
    console.log(`Guesses that succeeded: ${successes} (at most 5 wrong tries per challenge, 10 per number per hour)`);
    if (delivered > 1 || successes > 0) process.exitCode = 1;
  } finally {
    await site.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
