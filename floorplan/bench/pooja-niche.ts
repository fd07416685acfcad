// The pooja niche a visitor takes when a pooja room does not fit, measured over the homes that would take it:
// every request of the bench and the common small plots asked with a pooja room, drawn with a niche instead
// and without either (the plan a visitor got before engine 1.82.0). Prints how many draw each way, how long
// they take, where the niche stands, and how many plans are without buyer objections.
// `npm run build -w floorplan && npx tsx floorplan/bench/pooja-niche.ts` (counts the compiled engine).
import { benchRequests } from './requests';
import { commonSmallPlotsWithPooja } from './common-plots';
import { engine } from './engine';
import { quantile } from './quantile';
import { zoneOf } from '../src/geometry/compass';
import { centre, grown, overlapArea } from '../src/geometry/rect';
import { isToilet } from '../src/program/rooms';
import type { Plan, PlanRequest } from '../src/types';

const asked: Array<{ req: PlanRequest; seed: number }> = [
  ...benchRequests(Number(process.env.BENCH_REQUESTS ?? 500)).flatMap((req, i) => (req.pooja ? [{ req, seed: i + 1 }] : [])),
  ...commonSmallPlotsWithPooja().map((req) => ({ req, seed: 1 })),
];

interface Tally {
  answered: number;
  plans: number;
  clean: number;
  ms: number[];
}
const tally = (): Tally => ({ answered: 0, plans: 0, clean: 0, ms: [] });
const without = tally();
const withNiche = tally();
let lost = 0;
let gained = 0;
const zones = new Map<string, number>();
let backingToilet = 0;
let upstairs = 0;

function count(t: Tally, plans: Plan[] | null, ms: number): void {
  t.ms.push(ms);
  if (!plans) return;
  t.answered++;
  t.plans += plans.length;
  t.clean += plans.filter((p) => !p.score.objections?.length).length;
}

for (const { req, seed } of asked) {
  const draw = (r: PlanRequest) => {
    const t0 = performance.now();
    const res = engine.generatePlanOptions(r, { seed, checkSuggestions: false });
    return { plans: res.ok ? res.options : null, ms: performance.now() - t0 };
  };
  const before = draw({ ...req, pooja: false, poojaNiche: false });
  const after = draw({ ...req, pooja: false, poojaNiche: true });
  count(without, before.plans, before.ms);
  count(withNiche, after.plans, after.ms);
  if (before.plans && !after.plans) lost++;
  if (!before.plans && after.plans) gained++;
  for (const p of after.plans ?? []) {
    const level = p.floors.findIndex((f) => f.poojaNiche);
    const floor = p.floors[level]!;
    const n = floor.poojaNiche!;
    if (level > 0) upstairs++;
    const c = centre(n.rect);
    const zone = zoneOf(p.request.facing, floor.footprint, c.x, c.y);
    zones.set(zone, (zones.get(zone) ?? 0) + 1);
    // Against or beside a toilet's wall: a room within an internal wall's reach of the unit.
    if (floor.rooms.some((r) => isToilet(r) && overlapArea(r.rect, grown(n.rect, 200)) > 0)) backingToilet++;
  }
}

const ms = (t: Tally) => `${quantile(t.ms, 0.5).toFixed(1)} / ${quantile(t.ms, 0.95).toFixed(1)} ms`;
const rows: Array<[string, string]> = [
  ['homes asked with a pooja room, drawn without one', String(asked.length)],
  ['answered: no pooja room / a pooja niche instead', `${without.answered} / ${withNiche.answered}`],
  ['answered only without the niche / only with it', `${lost} / ${gained}`],
  ['plans without buyer objections: no pooja room / niche', `${without.clean} of ${without.plans} / ${withNiche.clean} of ${withNiche.plans}`],
  ['time per request p50 / p95: no pooja room', ms(without)],
  ['time per request p50 / p95: niche', ms(withNiche)],
  ['niches by Vastu zone of the house', [...zones].sort((a, b) => b[1] - a[1]).map(([z, n]) => `${z} ${n}`).join(', ')],
  ['niches on an upper floor', String(upstairs)],
  ['niches against or beside a toilet wall', String(backingToilet)],
];
for (const [k, v] of rows) console.log(`| ${k} | ${v} |`);
