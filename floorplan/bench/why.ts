// Where candidates fail for one request, per family and stage (layout, door tree, hard rule):
// `npx tsx floorplan/bench/why.ts WIDTH DEPTH FLOORS BEDROOMS [PARKING] [FAMILY]` (or BENCH=i: the bench's
// request i, every answer as drawn there); HALLS=n draws more hall
// layouts, CIS=1 lets cars stand partly in the front setback, SHARED=n lets up to n bedrooms share a floor's toilet,
// LIVING=compact sizes the living room as the home's other rooms (the compact-living pass), BPF=1,2 spreads the
// bedrooms over the floors so, PARKING=none and POOJA=0|1 change those answers.
import { normaliseRequest } from '../src/input/answers';
import { buildCandidate } from '../src/generate/candidate';
import { corridorVariants, frontStairVariants, masterAtBackVariants } from '../src/generate/templates';
import { envelopeFor, plotRect, setbacksFor } from '../src/codes/setbacks';
import { validatePlan } from '../src/validate/validate';
import { seededRandom } from '../src/random';
import { randomVariant, compactSweep, type Variant } from '../src/layout/variant';
import type { Plan } from '../src/types';
import { benchRequests } from './requests';
const [w, d, floors, bedrooms, parking, family] = process.argv.slice(2);
const asked = process.env.BENCH ? benchRequests(500)[+process.env.BENCH]! : normaliseRequest({ plotWidthFt: +w!, plotDepthFt: +d!, facing: 'E', floors: +floors!, bedrooms: +bedrooms!, parking: (parking ?? 'none') as never, family: (family ?? 'none') as never });
const req = { ...asked, ...(process.env.PARKING ? { parking: process.env.PARKING as never } : {}), ...(process.env.POOJA ? { pooja: process.env.POOJA === '1' } : {}) };
const rnd = seededRandom(1);
const allowed = { transposed: [false, true], bands: [1, 2] as Array<1 | 2>, mergeDining: [false, true], compact: [false, true], pairToilets: [false, true] };
const tally = new Map<string, number>();
const add = (k: string) => tally.set(k, (tally.get(k) ?? 0) + 1);
function run(fam: string, v: Variant) {
  if (process.env.CIS) v = { ...v, carInSetback: true };
  if (process.env.SHARED) v = { ...v, sharedToilet: Number(process.env.SHARED) };
  if (process.env.LIVING === 'compact') v = { ...v, compactLiving: true };
  if (process.env.FRONT) v = { ...v, frontRoom: true };
  if (process.env.BPF) v = { ...v, bedroomsPerFloor: process.env.BPF.split(',').map(Number) };
  const c = buildCandidate(req, v, (stage) => add(`${fam}: ${stage}`));
  if (!c) return;
  const plan = { ...c, id: '', option: 0, seed: 1, compliance: { ok: false, rules: [] }, score: { total: 0, vastu: null, rules: [] } } as Plan;
  const rep = validatePlan(plan);
  if (rep.ok && process.env.SHOWV) console.log(JSON.stringify(v));
  if (rep.ok) return add(`${fam}: VALID`);
  if (process.env.ROOMS && !rep.ok) console.log(plan.floors.map((f) => f.rooms.map((r) => `${r.id} ${r.rect.x},${r.rect.y} ${r.rect.w}x${r.rect.h} clear ${r.clear.w}x${r.clear.h}`).join("\n")).join("\n--\n"));
  for (const r of rep.rules) if (!r.ok) add(`${fam}: ${r.rule}: ${r.details[0] ?? ""}`.replace(process.env.NUMBERS ? /^$/ : /\d+/g, "#"));
}
for (let i = 0; i < 200; i++) run('bands', randomVariant(rnd, allowed));
let n = 0; for (const v of compactSweep(rnd, allowed)) { if (n++ > 400) break; run('sweep', v); }
// The template families exactly as the engine tries them.
for (const v of corridorVariants(req, allowed, rnd)) run('corridor', v);
for (const v of frontStairVariants(allowed, 1)) run('frontStair', v);
for (const v of masterAtBackVariants(req, allowed, 1, envelopeFor(plotRect(req), setbacksFor(req, 'left')))) run('masterAtBack', v);
for (let k = 0; k < +(process.env.HALLS ?? 40); k++) run('hall', { ...randomVariant(rnd, allowed), transposed: false, family: 'hall', hallSeed: Math.floor(rnd() * 2 ** 31) });
console.log([...tally].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${v}\t${k}`).join('\n'));
