// A plan reflected left to right across its plot: the same design built to the other side boundary. Option 2
// on a plot where the search finds one design and redrawing it mirrored fails (a hall layout on a plot built
// to one boundary redraws its doors and windows for the other side and may lose one), so a visitor who buys
// two options still gets two. Geometry only: the caller validates and scores the result.
import type { Door, Exhaust, Plan, Rect, Stair, Window } from '../types';

export function reflectPlan(plan: Plan): Plan {
  const left = plan.plot.x;
  const right = plan.plot.x + plan.plot.w;
  const x = (v: number) => left + right - v;
  const rect = (r: Rect): Rect => ({ ...r, x: x(r.x + r.w) });
  const door = (d: Door): Door => ({
    ...d,
    at: { ...d.at, x: x(d.at.x) },
    // Along a wall that lies along x the hinge end is counted along x, so it swaps ends.
    ...(d.hinge && d.wall === 'h' ? { hinge: d.hinge === 'start' ? 'end' : 'start' } : {}),
  });
  const side = (s: Window['side']): Window['side'] => (s === 'left' ? 'right' : s === 'right' ? 'left' : s);
  const window = (w: Window): Window => ({ ...w, side: side(w.side), at: { ...w.at, x: x(w.at.x) } });
  const exhaust = (e: Exhaust): Exhaust => ({
    ...e,
    fan: { ...e.fan, x: x(e.fan.x) },
    ...(e.outlet ? { outlet: { ...e.outlet, x: x(e.outlet.x), side: side(e.outlet.side) } } : {}),
  });
  const stair = (s: Stair): Stair => {
    const alongX = s.direction.endsWith('x');
    const flip = <T extends string>(a: T, b: T, v: T): T => (v === a ? b : a);
    return {
      ...s,
      rect: rect(s.rect),
      direction: alongX ? flip('+x', '-x', s.direction as '+x' | '-x') : s.direction,
      // Flights along y sit side by side across x: the first flight's side swaps.
      firstFlightSide: alongX ? s.firstFlightSide : flip('low', 'high', s.firstFlightSide),
    };
  };
  return {
    ...plan,
    envelope: rect(plan.envelope),
    setbacks: { ...plan.setbacks, left: plan.setbacks.right, right: plan.setbacks.left },
    floors: plan.floors.map((f) => ({
      ...f,
      footprint: rect(f.footprint),
      rooms: f.rooms.map((r) => ({ ...r, rect: rect(r.rect), clear: rect(r.clear), polygon: r.polygon.map(([px, py]) => [x(px), py] as [number, number]).reverse() })),
      doors: f.doors.map(door),
      windows: f.windows.map(window),
      ...(f.exhausts ? { exhausts: f.exhausts.map(exhaust) } : {}),
      ...(f.skylights ? { skylights: f.skylights.map((k) => ({ ...k, rect: rect(k.rect) })) } : {}),
      ...(f.poojaNiche ? { poojaNiche: { ...f.poojaNiche, rect: rect(f.poojaNiche.rect), against: side(f.poojaNiche.against) } } : {}),
      ...(f.stair ? { stair: stair(f.stair) } : {}),
    })),
    parking: plan.parking && { ...plan.parking, ...(plan.parking.bay ? { bay: rect(plan.parking.bay) } : {}) },
  };
}
