// Measures the forms service on the production server: the country details read (every lead
// and checkout page asks for it) and the survey submission write, 10 seconds each, on the
// embedded PGlite and, when DATABASE_URL is set, on that PostgreSQL server too.
import autocannon from 'autocannon';
import { startSite, type RunningSite } from '../src/server';
import { SAMPLE_ANSWER } from '../src/api';

const DURATION_S = 10;
const CONNECTIONS = 10;
const WARM_UP_S = 2;

interface Figures {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

interface Row {
  database: string;
  request: string;
  'requests/s': number;
  'p50 ms': number;
  'p99 ms': number;
  requests: number;
  'non-2xx': number;
  errors: number;
}

function run(options: autocannon.Options): Promise<Figures> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...options }, (error, result) => (error ? reject(error) : resolve(result as unknown as Figures)));
  });
}

function submission(formId: string): string {
  return JSON.stringify({
    answer: SAMPLE_ANSWER,
    formId,
    queryStrings: { lan: 'en', utm_source: 'bench' },
    selectedLanguage: 'en',
    utmDetails: { utm_source: 'bench' },
    brand: 'flx',
  });
}

async function measure(site: RunningSite, database: string): Promise<Row[]> {
  const forms = (await (await fetch(`${site.origin}/api/forms/survey-forms`)).json()) as { _id: string }[];
  const formId = forms[0]?._id;
  if (formId === undefined) throw new Error('the server has no survey form');

  const read = { url: `${site.origin}/api/forms/country-details?country=in` };
  const write = {
    url: `${site.origin}/api/forms/survey-forms`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: submission(formId),
  };
  const rows: Row[] = [];
  for (const [request, options] of [
    ['GET country-details?country=in', read],
    ['POST survey-forms', write],
  ] as const) {
    await run({ ...options, duration: WARM_UP_S });
    const figures = await run({ ...options, duration: DURATION_S });
    rows.push({
      database,
      request,
      'requests/s': Math.round(figures.requests.average),
      'p50 ms': figures.latency.p50,
      'p99 ms': figures.latency.p99,
      requests: figures.requests.total,
      'non-2xx': figures.non2xx,
      errors: figures.errors + figures.timeouts,
    });
  }
  return rows;
}

async function onSite(env: NodeJS.ProcessEnv, database: string): Promise<Row[]> {
  // info is the production default, so the figures include the logging a real deployment does.
  // The write is measured without the per-address submission limit: every request comes from one address.
  const site = await startSite({ LOG_LEVEL: 'info', SURVEY_SUBMISSIONS_PER_ADDRESS: '0', ...env });
  try {
    return await measure(site, database);
  } finally {
    await site.stop();
  }
}

async function main() {
  console.log(`Forms service, production server, ${CONNECTIONS} connections, ${DURATION_S} s per request after a ${WARM_UP_S} s warm-up.`);
  // A blank DATABASE_URL counts as unset, so this run is on PGlite even when the shell has one.
  const rows = await onSite({ DATABASE_URL: '' }, 'PGlite');
  const url = process.env['DATABASE_URL'];
  if (url) {
    console.log('DATABASE_URL is set: also measuring on that PostgreSQL server (the submissions stay in it).');
    rows.push(...(await onSite({ DATABASE_URL: url }, 'PostgreSQL')));
  } else {
    console.log('DATABASE_URL is not set: PGlite only.');
  }
  console.table(rows);
  const failed = rows.filter((row) => row['non-2xx'] > 0 || row.errors > 0);
  if (failed.length > 0) {
    console.error(`Some requests failed: ${failed.map((row) => `${row.database} ${row.request}`).join(', ')}`);
    process.exit(1);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
