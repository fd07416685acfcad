// Times two builds of the engine request by request in one process, alternating which goes first, and says
// which answers differ: `npx tsx floorplan/bench/compare.ts REV` against git revision REV (built in a
// throwaway worktree), `BASE=path/to/dist/index.js` against a build already at hand. Run
// `npm run build -w floorplan` first: this tree's side is its `dist/`. Two whole bench runs on one of these
// machines differ by more than most changes do (the same engine's p95 from 156 to 232 ms in one
// afternoon); alternating the two builds request by request puts both under the same load. NOCOMMON=1 leaves
// out the common small plots; POOJA=1 adds them asked with a pooja room.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as Engine from '../src/index';
import type { GenerateResult, PlanRequest } from '../src/types';
import { engine as current } from './engine';
import { benchRequests } from './requests';
import { commonSmallPlots, commonSmallPlotsWithPooja } from './common-plots';
import { quantile } from './quantile';

const repo = join(__dirname, '..', '..');

/** The other build: the BASE file, or REV checked out and compiled in a worktree removed on exit. */
function baseEngine(): typeof Engine {
  if (process.env.BASE) return require(process.env.BASE) as typeof Engine;
  const rev = process.argv[2];
  if (!rev) throw new Error('usage: npx tsx floorplan/bench/compare.ts REV (or BASE=path/to/dist/index.js)');
  const dir = mkdtempSync(join(tmpdir(), 'floorplan-base-'));
  execFileSync('git', ['-C', repo, 'worktree', 'add', '--detach', dir, rev], { stdio: 'ignore' });
  process.on('exit', () => {
    execFileSync('git', ['-C', repo, 'worktree', 'remove', '--force', dir], { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  });
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'));
  execFileSync('npx', ['tsc', '-b', 'tsconfig.build.json'], { cwd: join(dir, 'floorplan'), stdio: 'inherit' });
  const built = join(dir, 'floorplan', 'dist', 'index.js');
  if (!existsSync(built)) throw new Error(`${rev} did not build ${built}`);
  return require(built) as typeof Engine;
}

/** What two answers must share to be the same: every floor as drawn and each option's objection count. */
const fingerprint = (res: GenerateResult) =>
  res.ok ? createHash('sha1').update(JSON.stringify(res.options.map((o) => [o.floors, o.score.objections?.length ?? 0]))).digest('hex') : 'refused';
const unobjected = (res: GenerateResult) => (res.ok ? res.options.filter((o) => !o.score.objections?.length).length : 0);

interface Side {
  name: string;
  engine: typeof Engine;
  perOption: Map<string, number[]>;
  unobjected: Map<string, number>;
  /** Wall time over every request of a set, refusals included (ms). */
  total: Map<string, number>;
}

const base: Side = { name: 'base', engine: baseEngine(), perOption: new Map(), unobjected: new Map(), total: new Map() };
const here: Side = { name: 'this tree', engine: current, perOption: new Map(), unobjected: new Map(), total: new Map() };

interface RequestSet {
  name: string;
  requests: PlanRequest[];
  seedOf: (i: number) => number;
}
const sets: RequestSet[] = [{ name: 'bench', requests: benchRequests(Number(process.env.BENCH_REQUESTS ?? 500)), seedOf: (i) => i + 1 }];
if (!process.env.NOCOMMON) sets.push({ name: 'common small plots', requests: [...commonSmallPlots()], seedOf: () => 1 });
if (process.env.POOJA === '1') sets.push({ name: 'common small plots with a pooja room', requests: commonSmallPlotsWithPooja(), seedOf: () => 1 });

const add = (map: Map<string, number>, key: string, value: number) => map.set(key, (map.get(key) ?? 0) + value);
const append = <T>(map: Map<string, T[]>, key: string, value: T) => (map.get(key) ?? map.set(key, []).get(key)!).push(value);

for (const side of [base, here]) for (let i = 0; i < 5; i++) side.engine.generatePlanOptions(sets[0]!.requests[i]!, { seed: 99 });

const changed = new Map<string, number[]>();
for (const { name: set, requests, seedOf } of sets) {
  for (const [i, request] of requests.entries()) {
    const fingerprints: string[] = [];
    for (const side of i % 2 ? [base, here] : [here, base]) {
      const t = performance.now();
      // Refusals without their suggestions: the p95 is of answered requests, and suggestions take seconds each.
      const res = side.engine.generatePlanOptions(request, { seed: seedOf(i), checkSuggestions: false });
      const ms = performance.now() - t;
      add(side.total, set, ms);
      if (res.ok) append(side.perOption, set, ms / res.options.length);
      add(side.unobjected, set, unobjected(res));
      fingerprints.push(fingerprint(res));
    }
    if (fingerprints[0] !== fingerprints[1]) append(changed, set, i);
  }
}

for (const { name: set } of sets) {
  console.log(`${set}:`);
  for (const side of [base, here]) {
    const ms = side.perOption.get(set) ?? [];
    console.log(`  ${side.name.padEnd(10)} answered ${ms.length}, options without objections ${side.unobjected.get(set)}, per option p50 / p90 / p95 ${quantile(ms, 0.5).toFixed(1)} / ${quantile(ms, 0.9).toFixed(1)} / ${quantile(ms, 0.95).toFixed(1)} ms, ${((side.total.get(set) ?? 0) / 1000).toFixed(1)} s in all`);
  }
  const differ = changed.get(set) ?? [];
  console.log(`  answers that differ: ${differ.length}${differ.length ? ` (requests ${differ.slice(0, 30).join(', ')}${differ.length > 30 ? ', ...' : ''})` : ''}`);
}
