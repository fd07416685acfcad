// Toilets beside or over the pooja room in the bench's answered requests with a pooja room, options 1 and 2:
// `npm run build -w floorplan && npx tsx floorplan/bench/pooja-toilets.ts` (times nothing; counts the
// compiled engine's plans, so build first). COMMON=1 counts the common small plots instead, each asked with a
// pooja room (seed 1): the homes most families with a shrine have.
import { benchRequests } from './requests';
import { commonSmallPlotsWithPooja } from './common-plots';
import { engine as built } from './engine';

// ENGINE=path/to/index.js counts another build (an older engine) the same way.
const engine = (process.env.ENGINE ? require(process.env.ENGINE) : built) as typeof built;
import { overlapArea, sharedEdge } from '../src/geometry/rect';
import { INTERNAL_WALL_MM } from '../src/codes/nbc2016';
import { isToilet } from '../src/program/rooms';

const requests = process.env.COMMON ? commonSmallPlotsWithPooja() : benchRequests(Number(process.env.BENCH_REQUESTS ?? 500));
let plans = 0;
let beside = 0;
let over = 0;
let upstairs = 0;
for (const [i, req] of requests.entries()) {
  if (!req.pooja) continue;
  const res = engine.generatePlanOptions(req, { seed: process.env.COMMON ? 1 : i + 1, checkSuggestions: false });
  if (!res.ok) continue;
  for (const p of res.options) {
    // On the ground floor, or from engine 1.36.0 on the top floor.
    const at = p.floors.findIndex((f) => f.rooms.some((r) => r.type === 'pooja'));
    if (at < 0) continue;
    const floor = p.floors[at]!;
    const pooja = floor.rooms.find((r) => r.type === 'pooja')!;
    plans++;
    if (at > 0) upstairs++;
    // Read off the drawing, not the scorer, so engines before the objection existed count the same way:
    // a wall in common longer than the end of a crossing wall.
    const edge = (r: { rect: typeof pooja.rect }) => sharedEdge(r.rect, pooja.rect);
    if (floor.rooms.some((r) => isToilet(r) && (edge(r)?.to ?? 0) - (edge(r)?.from ?? 0) > INTERNAL_WALL_MM)) beside++;
    if (p.floors[at + 1]?.rooms.some((r) => isToilet(r) && overlapArea(r.clear, pooja.clear) > 0)) over++;
  }
}
console.log(`plans with a pooja room: ${plans} (on the top floor: ${upstairs}); a toilet sharing its wall: ${beside}; a toilet over it upstairs: ${over}`);
