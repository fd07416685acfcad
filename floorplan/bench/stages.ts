// Where a search's time goes, stage by stage (search-stages.ts), and how many layouts each stage builds and
// keeps, by family: `npx tsx floorplan/bench/stages.ts` over the bench's answered requests whose time per option
// ranks 15th to 60th from the slowest (around the p95), or `ONLY=3,14,9` over those bench requests. Times the
// compiled engine (`npm run build -w floorplan` first), with each stage and `buildCandidate` wrapped where the
// compiled modules look them up, so the times include the wrapping's small cost.
import { benchRequests } from './requests';
import { engine } from './engine';

// The compiled modules call each other through their exports objects, so a wrapper set there is the one called.
const stagesModule = require('../dist/generate/search-stages.js') as Record<string, unknown>;
const candidateModule = require('../dist/generate/candidate.js') as { buildCandidate: (request: unknown, variant: { family?: string }, ...rest: unknown[]) => unknown };

interface Tally {
  /** Time inside the stage, its nested searches included (ms). */
  ms: number;
  /** Layouts built, by family: [tried, built, ms]. */
  families: Map<string, [number, number, number]>;
}
const tallies = new Map<string, Tally>();
const tallyOf = (stage: string) => tallies.get(stage) ?? tallies.set(stage, { ms: 0, families: new Map() }).get(stage)!;
/** The outermost stage running (a pass's whole search inside a stage counts to that stage). */
const running: string[] = [];

for (const [name, stage] of Object.entries(stagesModule)) {
  if (!name.startsWith('draw') || typeof stage !== 'function') continue;
  stagesModule[name] = (...args: unknown[]) => {
    running.push(name);
    const t = performance.now();
    try {
      return stage(...args);
    } finally {
      running.pop();
      if (!running.length) tallyOf(name).ms += performance.now() - t;
    }
  };
}
const build = candidateModule.buildCandidate;
candidateModule.buildCandidate = (request: unknown, variant: { family?: string }, ...rest: unknown[]) => {
  const t = performance.now();
  const built = build(request, variant, ...rest);
  const family = variant.family ?? 'bands';
  const f = tallyOf(running[0] ?? '(none)').families;
  const [tried, ok, ms] = f.get(family) ?? [0, 0, 0];
  f.set(family, [tried + 1, ok + (built ? 1 : 0), ms + performance.now() - t]);
  return built;
};

const requests = benchRequests(500);
const chosen = process.env.ONLY ? process.env.ONLY.split(',').map(Number) : slowestAroundP95();

/** The answered requests ranked 15th to 60th by time per option (one timing each, so roughly). */
function slowestAroundP95(): number[] {
  const timed: Array<[number, number]> = [];
  for (const [i, request] of requests.entries()) {
    const t = performance.now();
    const res = engine.generatePlanOptions(request, { seed: i + 1, checkSuggestions: false });
    if (res.ok) timed.push([i, (performance.now() - t) / res.options.length]);
  }
  return timed.sort((a, b) => b[1] - a[1]).slice(14, 60).map(([i]) => i);
}

tallies.clear();
const t = performance.now();
for (const i of chosen) engine.generatePlanOptions(requests[i]!, { seed: i + 1, checkSuggestions: false });
const total = performance.now() - t;
console.log(`${chosen.length} requests (${chosen.join(', ')}), ${(total / 1000).toFixed(1)} s`);
for (const [stage, tally] of [...tallies].sort((a, b) => b[1].ms - a[1].ms)) {
  const families = [...tally.families].map(([family, [tried, ok, ms]]) => `${family} ${ok}/${tried} built in ${(ms / 1000).toFixed(1)} s`).join(', ');
  console.log(`  ${stage.padEnd(24)} ${(tally.ms / 1000).toFixed(1).padStart(5)} s (${((100 * tally.ms) / total).toFixed(0).padStart(2)}%)  ${families}`);
}
