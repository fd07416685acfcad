// Fires what an attacker would at the OTP endpoints from one address, 50 requests in flight at a
// time: 1,000 send requests for one number and 1,000 verify guesses against one challenge, then
// prints how many messages went out (outbox rows) and whether any guess got in. Expected: no more
// messages than the limits allow, no guess succeeds.
import { startSite } from '../src/server';
import { createResponse, outbox } from '../src/api';

const ATTEMPTS = 1000;
const IN_FLIGHT = 50;
const NUMBER = { mobile: '9876543210', isd: '91' };

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

/** Runs `call(0..count-1)` with at most IN_FLIGHT at once; answers counted by status and msg. */
async function fire(count: number, call: (i: number) => Promise<Response>): Promise<{ statuses: Record<string, number>; seconds: number }> {
  const statuses: Record<string, number> = {};
  const started = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const response = await call(next++);
      const { msg } = (await response.json().catch(() => ({}))) as { msg?: string };
      const answer = msg ? `${response.status} ${msg}` : String(response.status);
      statuses[answer] = (statuses[answer] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return { statuses, seconds: (Date.now() - started) / 1000 };
}

async function main() {
  const site = await startSite({ LOG_LEVEL: 'error' });
  try {
    const { responseId } = await createResponse(site.origin);
    const sends = await fire(ATTEMPTS, () =>
      fetch(`${site.origin}/api/customer/me/loginotp`, { method: 'POST', body: form({ ...NUMBER, appcode: 'HMPL', name: 'Attacker', email: '' }) }),
    );
    const delivered = (await outbox(site.origin, 1000)).filter((m) => m.to === `+${NUMBER.isd}${NUMBER.mobile}`).length;

    const guesses = await fire(ATTEMPTS, (guess) =>
      fetch(`${site.origin}/api/customer/me/veryfyotp`, {
        method: 'POST',
        body: form({ ...NUMBER, appcode: 'HMPL', otp: String(guess).padStart(6, '0'), name: 'Attacker', email: '', responseId }),
      }),
    );
    const successes = guesses.statuses['200'] ?? 0;

    console.log(`\nSend: ${ATTEMPTS} requests for one number from one address (${IN_FLIGHT} in flight) in ${sends.seconds.toFixed(1)} s; answers:`, sends.statuses);
    console.log(`Messages delivered to that number (outbox rows): ${delivered} (limits: 1 per 30 s and 5 per 10 minutes per number, 20 per 10 minutes per address)`);
    console.log(`Verify: ${ATTEMPTS} guesses 000000..000999 against that challenge in ${guesses.seconds.toFixed(1)} s; answers:`, guesses.statuses);
    console.log(`Guesses that succeeded: ${successes} (limits: 5 wrong tries per challenge, 10 per number per hour, 20 per day, 30 per address per hour)`);
    if (delivered > 1 || successes > 0) process.exitCode = 1;
  } finally {
    await site.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
