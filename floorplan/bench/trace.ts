// Which stage of a search found the plans one request is answered with: every stage as it ends (a pass's or a
// stage's nested search indented under the stage that runs it, and printed before it), with what that search
// set (its options, and any answer it changed: a bike drawn as no parking), how many plans it holds and its
// best score without objections; then the options.
// A stage that runs only while every plan has an objection is skipped once a nested search hands back one
// without: so it showed why 1.89.0 never drew a 22x50 G+1 2BHK's better option 1 (mended in 1.90.0). Runs the
// compiled engine: `npm run build -w floorplan` first. `npx tsx floorplan/bench/trace.ts '{"plotWidthFt":22,"plotDepthFt":50,
// "facing":"E","floors":2,"bedrooms":2,"parking":"bike","pooja":true}' [SEED]` (the answers as the survey
// gives them; seed 1 by default).
import type { GenerateResult, Plan, PlanRequest } from '../src/types';
import { engine } from './engine';

// The compiled modules call each other through their exports objects, so a wrapper set there is the one called.
const stagesModule = require('../dist/generate/search-stages.js') as Record<string, unknown>;

interface Traced {
  request: PlanRequest;
  opts: Record<string, unknown>;
  valid: Plan[];
}

const clean = (p: Plan) => !(p.score.objections ?? []).length;
/** The answers a search changed (a pass's or stage's nested search) and the options it set, leaving out what every search carries. */
const setOf = (s: Traced) => {
  const changed = Object.entries(s.request).filter(([k, v]) => asked[k as keyof PlanRequest] !== v);
  const opts = Object.entries(s.opts).filter(([k]) => !['seed', 'tried', 'checkSuggestions'].includes(k));
  return JSON.stringify(Object.fromEntries([...changed, ...opts]));
};

const asked = engine.normaliseRequest(JSON.parse(process.argv[2] ?? '{}') as Partial<PlanRequest>);
let depth = 0;
for (const [name, stage] of Object.entries(stagesModule)) {
  if (!name.startsWith('draw') || typeof stage !== 'function') continue;
  stagesModule[name] = (s: Traced, ...rest: unknown[]) => {
    depth++;
    try {
      return (stage as (...a: unknown[]) => unknown)(s, ...rest);
    } finally {
      depth--;
      const best = s.valid.filter(clean).map((p) => p.score.total);
      console.log(`${'  '.repeat(depth)}${name.padEnd(22)} ${setOf(s)} plans ${s.valid.length}, best without objections ${best.length ? Math.max(...best).toFixed(3) : '-'}`);
    }
  };
}

const res: GenerateResult = engine.generatePlanOptions(asked, { seed: Number(process.argv[3] ?? 1), checkSuggestions: false });
if (!res.ok) console.log(`refused: ${res.reason}`);
else for (const p of res.options) console.log(`option ${p.option}: ${p.score.total.toFixed(3)} ${JSON.stringify(p.score.objections ?? [])}`);
