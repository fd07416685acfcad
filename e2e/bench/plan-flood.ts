// What a script minting survey responses does to real visitors' plans. Showing plans needs no session,
// so the script posts responses the engine must refuse (each refusal is seconds of work: every suggestion
// is confirmed by drawing it) and asks for their plans, 10 at a time, from one address. Meanwhile visitors
// from other addresses ask for their own new plans, retrying on 503 as the checkout does. Prints how long
// a visitor waited alone and under the flood, and how the script's requests were answered. The server
// keeps its default limit of survey submissions per address, so the script mints only so many responses.
// Behind TRUST_PROXY the bench names each caller's address with X-Forwarded-For, as a load balancer would.
import { startSite } from '../src/server';
import { SAMPLE_ANSWER } from '../src/api';
import { DEFAULT_SURVEY_SUBMISSIONS_PER_ADDRESS } from '../../api/src/config';

const FLOOD_IN_FLIGHT = 10;
const VISITORS = 5;
const SCRIPT = '203.0.113.66';
/** A one-storey 5BHK on 30x40 ft: refused after seconds of work (the e2e suite's slow refusal). */
const REFUSED = { 'Plot Depth': { depth: '40' }, Floors: { floors: '1' }, Bedrooms: { bedrooms: '5' } };

function post(origin: string, formId: string, address: string, changes: object = {}): Promise<Response> {
  return fetch(`${origin}/api/forms/survey-forms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ answer: { ...SAMPLE_ANSWER, ...changes }, formId, queryStrings: {}, selectedLanguage: 'en', utmDetails: {}, brand: 'flx' }),
  });
}

async function submit(origin: string, formId: string, address: string): Promise<string> {
  const response = await post(origin, formId, address);
  if (response.status !== 201) throw new Error(`survey submission answered ${response.status}`);
  return ((await response.json()) as { insertedId: string }).insertedId;
}

/** A visitor's wait for their plans in ms, asking again after Retry-After as the checkout does. */
async function visitorWait(origin: string, formId: string, address: string): Promise<{ ms: number; retries: number }> {
  const id = await submit(origin, formId, address);
  const started = performance.now();
  for (let retries = 0; ; retries += 1) {
    const response = await fetch(`${origin}/api/plans/${id}`, { headers: { 'x-forwarded-for': address } });
    if (response.status === 200) return { ms: performance.now() - started, retries };
    if (response.status !== 503) throw new Error(`plans answered ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after')) * 1000));
  }
}

async function visitors(origin: string, formId: string, tag: string): Promise<Array<{ ms: number; retries: number }>> {
  const waits = [];
  for (let i = 0; i < VISITORS; i += 1) waits.push(await visitorWait(origin, formId, `198.51.100.${tag === 'alone' ? 10 + i : 100 + i}`));
  return waits;
}

async function main() {
  const site = await startSite({ LOG_LEVEL: 'error', TRUST_PROXY: 'true', SURVEY_SUBMISSIONS_PER_ADDRESS: String(DEFAULT_SURVEY_SUBMISSIONS_PER_ADDRESS) });
  try {
    const forms = (await (await fetch(`${site.origin}/api/forms/survey-forms`)).json()) as { _id: string }[];
    const formId = forms[0]!._id;
    // Warm the worker thread so the first visitor does not pay for starting it.
    await visitorWait(site.origin, formId, '198.51.100.1');
    const alone = await visitors(site.origin, formId, 'alone');

    let flooding = true;
    const posts: Record<string, number> = {};
    const answers: Record<string, number> = {};
    const minted: string[] = [];
    const flood = Array.from({ length: FLOOD_IN_FLIGHT }, async () => {
      while (flooding) {
        // New responses while the server takes them, then their plans again and again.
        const posted = await post(site.origin, formId, SCRIPT, REFUSED);
        posts[posted.status] = (posts[posted.status] ?? 0) + 1;
        if (posted.status === 201) minted.push(((await posted.json()) as { insertedId: string }).insertedId);
        else await posted.arrayBuffer();
        const id = minted[Math.floor(Math.random() * minted.length)];
        if (id === undefined) continue;
        const response = await fetch(`${site.origin}/api/plans/${id}`, { headers: { 'x-forwarded-for': SCRIPT } });
        await response.arrayBuffer();
        answers[response.status] = (answers[response.status] ?? 0) + 1;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const flooded = await visitors(site.origin, formId, 'flood');
    flooding = false;
    await Promise.all(flood);

    const summary = (waits: Array<{ ms: number; retries: number }>) => ({
      'mean wait ms': Math.round(waits.reduce((s, w) => s + w.ms, 0) / waits.length),
      'longest wait ms': Math.round(Math.max(...waits.map((w) => w.ms))),
      retries: waits.reduce((s, w) => s + w.retries, 0),
    });
    console.log(`\n${VISITORS} visitors, each asking for their own new plans (30x60 G+1 3BHK) from their own address:`);
    console.table({ alone: summary(alone), [`while one address floods (${FLOOD_IN_FLIGHT} in flight)`]: summary(flooded) });
    console.log("The flooding address's survey posts, by status (429: over the address's limit):", posts);
    console.log("Its plan requests, by status (503: turned away with Retry-After; 200: refusals drawn or already stored):", answers);
  } finally {
    await site.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
