// What the hall family (layout/hall.ts) costs and gives, over the bench's requests and the common small plots:
// its share of the search time, the requests that never build a hall plan and the time they spend trying, and
// how late the others build their first, and by storeys what the draws cost and how many options they give.
// `npx tsx floorplan/bench/hall-yield.ts` (`npm run build -w floorplan` first; COMMON=0 skips the common plots).
// A change meant to make failed hall draws rarer or cheaper shows here.
import { benchRequests } from './requests';
import { commonSmallPlots } from './common-plots';
import { engine } from './engine';
import { quantile } from './quantile';
import type { PlanRequest } from '../src/types';

// The compiled modules call each other through their exports objects, so a wrapper set there is the one called.
const candidateModule = require('../dist/generate/candidate.js') as { buildCandidate: (request: unknown, variant: { family?: string; middleStair?: unknown }, ...rest: unknown[]) => unknown };
const build = candidateModule.buildCandidate;
type Drawn = { floors: object };
const planModule = require('../dist/generate/plan-for.js') as {
  planFor: (request: unknown, variant: { family?: string; middleStair?: unknown }, ...rest: unknown[]) => Drawn | null;
  betterForVastu: (plan: Drawn) => { plan: Drawn } | null;
};

/**
 * The plans a random hall draw built, known by their floors: an option is the plan's object spread (it keeps
 * the floors array), and a Vastu reflection or renamed master of a hall plan is one too.
 */
const hallFloors = new WeakSet<object>();
const isHallDraw = (variant: { family?: string; middleStair?: unknown }) => variant.family === 'hall' && !variant.middleStair;
const planFor = planModule.planFor;
planModule.planFor = (request, variant, ...rest) => {
  const plan = planFor(request, variant, ...rest);
  if (plan && isHallDraw(variant)) hallFloors.add(plan.floors);
  return plan;
};
const betterForVastu = planModule.betterForVastu;
planModule.betterForVastu = (plan) => {
  const better = betterForVastu(plan);
  if (better && hallFloors.has(plan.floors)) hallFloors.add(better.plan.floors);
  return better;
};

/** The random hall draws of the request being searched: how many, which built a plan (by draw), time (ms). */
let drawn = { tries: 0, built: [] as number[], ms: 0 };
candidateModule.buildCandidate = (request, variant, ...rest) => {
  // The middle-stair duplex is a fixed template of the family, not one of its random draws.
  if (!isHallDraw(variant)) return build(request, variant, ...rest);
  const t = performance.now();
  const built = build(request, variant, ...rest);
  drawn.ms += performance.now() - t;
  if (built) drawn.built.push(drawn.tries);
  drawn.tries++;
  return built;
};

function report(name: string, requests: PlanRequest[], seedOf: (i: number) => number): void {
  let totalMs = 0;
  let hallMs = 0;
  let never = { requests: 0, tries: 0, ms: 0 };
  const firsts: number[] = [];
  const yields: number[] = [];
  let answered = 0;
  /** Per storey count: answered requests, hall draws, plans built, options from them, options in all, hall ms, all ms. */
  const byFloors = new Map<number, { requests: number; tries: number; built: number; options: number; offered: number; hallMs: number; ms: number }>();
  for (const [i, request] of requests.entries()) {
    drawn = { tries: 0, built: [], ms: 0 };
    const t = performance.now();
    const result = engine.generatePlanOptions(request, { seed: seedOf(i), checkSuggestions: false });
    const ms = performance.now() - t;
    if (!result.ok) continue;
    answered++;
    const row = byFloors.get(request.floors) ?? { requests: 0, tries: 0, built: 0, options: 0, offered: 0, hallMs: 0, ms: 0 };
    byFloors.set(request.floors, {
      requests: row.requests + 1,
      tries: row.tries + drawn.tries,
      built: row.built + drawn.built.length,
      options: row.options + result.options.filter((o) => hallFloors.has(o.floors)).length,
      offered: row.offered + result.options.length,
      hallMs: row.hallMs + drawn.ms,
      ms: row.ms + ms,
    });
    totalMs += ms;
    hallMs += drawn.ms;
    if (!drawn.built.length) never = { requests: never.requests + (drawn.tries ? 1 : 0), tries: never.tries + drawn.tries, ms: never.ms + drawn.ms };
    else {
      firsts.push(drawn.built[0]!);
      yields.push(drawn.built.length / drawn.tries);
    }
  }
  const pct = (x: number) => `${((100 * x) / totalMs).toFixed(0)}%`;
  const q = (xs: number[], digits: number) => [0.5, 0.9, 1].map((p) => quantile(xs, p).toFixed(digits)).join(' / ');
  console.log(`${name}: ${answered} answered, searched in ${(totalMs / 1000).toFixed(1)} s; hall draws took ${(hallMs / 1000).toFixed(1)} s (${pct(hallMs)})`);
  console.log(`  drew halls and never built one: ${never.requests} requests, ${never.tries} draws, ${(never.ms / 1000).toFixed(1)} s (${pct(never.ms)})`);
  console.log(`  built one: ${firsts.length} requests; first built at draw p50 / p90 / max ${q(firsts, 0)}; share of draws built p50 / p90 / max ${q(yields, 3)}`);
  for (const [floors, row] of [...byFloors].sort((a, b) => a[0] - b[0]))
    console.log(`  ${floors} storey${floors > 1 ? 's' : ''}: ${row.requests} answered, ${row.tries} hall draws built ${row.built} plans, ${row.options} of the ${row.offered} options; hall draws ${(row.hallMs / 1000).toFixed(1)} s of ${(row.ms / 1000).toFixed(1)} s (${((100 * row.hallMs) / row.ms).toFixed(0)}%)`);
}

report('bench', benchRequests(500), (i) => i + 1);
if (process.env.COMMON !== '0') report('common small plots', [...commonSmallPlots()], () => 1);
