// Places the abstract layout on the plot: orientation (bands away from or along the road), mirroring, and
// the footprint's position inside the buildable envelope.
import type { Facing, Rect } from '../types';
import { angleBetween, sideBearing } from '../geometry/compass';
import { VASTU_OPEN_BEARINGS_DEG } from '../codes/vastu';

export interface Frame {
  transposed: boolean;
  mirror: boolean;
  U: number;
  V: number;
  ox: number;
  oy: number;
}

export function envelopeAxes(envelope: Rect, transposed: boolean): { maxU: number; maxV: number } {
  return transposed ? { maxU: envelope.h, maxV: envelope.w } : { maxU: envelope.w, maxV: envelope.h };
}

/** Leaves the spare envelope width on the side Vastu wants open (north or east), keeps the building at the front. */
export function placeFrame(envelope: Rect, facing: Facing, f: Omit<Frame, 'ox' | 'oy'>, keepLeftOpen?: boolean): Frame {
  const w = f.transposed ? f.V : f.U;
  const slack = envelope.w - w;
  const openness = (side: 'left' | 'right') => Math.min(...VASTU_OPEN_BEARINGS_DEG.map((b) => angleBetween(b, sideBearing(facing, side))));
  const leftOpen = keepLeftOpen ?? openness('left') <= openness('right');
  return { ...f, ox: envelope.x + (leftOpen ? slack : 0), oy: envelope.y };
}

export function toPlanRect(frame: Frame, c: { u: number; v: number; du: number; dv: number }): Rect {
  if (!frame.transposed) {
    return { x: frame.ox + (frame.mirror ? frame.U - c.u - c.du : c.u), y: frame.oy + c.v, w: c.du, h: c.dv };
  }
  return { x: frame.ox + (frame.mirror ? frame.V - c.v - c.dv : c.v), y: frame.oy + c.u, w: c.dv, h: c.du };
}
