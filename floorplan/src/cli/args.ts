// Parses the floorplan command's flags into a plan request and output choices.
import type { PlanRequest } from '../types';
import { normaliseRequest } from '../input/answers';

export interface CliOptions {
  request: PlanRequest;
  seed: number;
  options: number;
  svg?: string;
  thumbnail: boolean;
  /** Draw one floor level only. */
  floor?: number;
  watermark?: string;
}

const NUMERIC = new Set(['width', 'depth', 'floors', 'bedrooms', 'seed', 'options', 'roads', 'floor']);

export function parseArgs(argv: string[]): CliOptions {
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) continue;
    const [key, inline] = a.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) flags[key] = inline;
    else if (next !== undefined && !next.startsWith('--')) {
      flags[key] = next;
      i++;
    } else flags[key] = 'true';
  }
  const num = (k: string) => (flags[k] !== undefined && NUMERIC.has(k) ? Number(flags[k]) : undefined);
  const roads = { one: 1, two: 2, three: 3 }[flags.roads ?? ''] ?? num('roads');
  const request = normaliseRequest({
    plotWidthFt: num('width'),
    plotDepthFt: num('depth'),
    facing: flags.facing?.toUpperCase() as PlanRequest['facing'],
    floors: num('floors'),
    bedrooms: num('bedrooms'),
    family: flags.family as PlanRequest['family'],
    parking: flags.parking as PlanRequest['parking'],
    pooja: flags.pooja === undefined ? undefined : flags.pooja === 'yes' || flags.pooja === 'true',
    poojaNiche: flags.pooja === 'niche',
    vastu: flags.vastu as PlanRequest['vastu'],
    style: flags.style as PlanRequest['style'],
    roads: roads as PlanRequest['roads'],
    corner: flags.corner === 'yes' || flags.corner === 'true',
  } as Partial<PlanRequest>);
  return {
    request,
    seed: num('seed') ?? 1,
    options: num('options') ?? 2,
    svg: flags.svg,
    thumbnail: flags.thumbnail === 'true',
    ...(num('floor') !== undefined ? { floor: num('floor') } : {}),
    ...(flags.watermark ? { watermark: flags.watermark } : {}),
  };
}
