// The pool grows while the engine is idle. A visitor's search draws from one seed and finds some of the few
// plans a tight plot allows; the pool (plan-pool.ts) offers the next visitor with the same answers the best
// any visitor's search found. With nobody waiting for the engine, it draws more seeds for the requests
// visitors ask most, so the next of them is offered the best of many searches rather than of the few
// visitors before (`npx tsx floorplan/bench/pool-growth.ts` measures what that gives the most-asked plots).
// A grown request's plans join its pool exactly as a visitor's would; nothing about any visitor is read.
import { createHash } from 'node:crypto';
import { FLOORPLAN_ENGINE_VERSION, poolAfter, type GenerateResult, type PlanRequest } from '@flx/floorplan';
import type { Database } from '../db/database';
import { pooledPlans } from './plan-pool';

/**
 * Seeds drawn for one request while idle. On the eight most-asked plots, the 20 visitors after the first were
 * offered an option 2 without objections 67 times of 160 with the first visitor's pool, 82 after 8 growth
 * draws and 100 after 16 (bench/pool-growth.ts); each draw costs the engine 0.7 s there on average.
 */
export const POOL_GROWTH_DRAWS = 16;

/** The engine's search without what only a visitor reads (a refusal's suggestions confirmed, the pooja niche offer). */
export type GrowthDraw = (request: PlanRequest, seed: number) => Promise<GenerateResult>;

/** The seed of a request's nth growth draw, from the request (no response is involved): the same draws after a restart. */
export function growthSeed(requestKey: string, draw: number): number {
  return createHash('sha256').update(`${requestKey}:grown:${draw}`).digest().readUInt32BE(0);
}

export interface GrowingPool {
  request_key: string;
  request: PlanRequest;
  grown: number;
}

/**
 * Draws one more seed for the pool asked for by the most visitors that has not had its draws (the least
 * grown of equals), and keeps the best of its plans and the new ones; null when no pool is left to grow.
 * A draw that fails (the engine crashed or ran out of time on the request) writes nothing, and its request
 * joins `failed`, which is not grown again.
 */
export async function growOnePool(db: Database, draw: GrowthDraw, now: Date, failed = new Set<string>(), draws = POOL_GROWTH_DRAWS): Promise<GrowingPool | null> {
  const rows = await db.query<GrowingPool>(
    `select request_key, request, grown from plan_pool
     where engine_version = $1 and request is not null and grown < $2 and not (request_key = any($3))
     order by asked desc, grown asc, updated_at asc limit 1`,
    [FLOORPLAN_ENGINE_VERSION, draws, [...failed]],
  );
  const growing = rows[0];
  if (!growing) return null;
  let drawn: GenerateResult;
  try {
    drawn = await draw(growing.request, growthSeed(growing.request_key, growing.grown));
  } catch (error) {
    failed.add(growing.request_key);
    throw error;
  }
  // Read now, not before drawing: a visitor's plans may have joined the pool while the engine drew.
  const kept = poolAfter(await pooledPlans(db, growing.request_key), drawn.ok ? drawn.options : []);
  await db.query('update plan_pool set plans = $3, grown = grown + 1, updated_at = $4 where request_key = $1 and engine_version = $2', [
    growing.request_key,
    FLOORPLAN_ENGINE_VERSION,
    JSON.stringify(kept),
    now,
  ]);
  return growing;
}

export interface PoolGrowthOptions {
  /** Whether no visitor's plans are waiting for the engine or being drawn, and none were lately. */
  idle: () => boolean;
  /** Grows one pool (growOnePool); false when none is left to grow. */
  growOne: () => Promise<boolean>;
  /** How often to look whether the engine is idle. */
  everyMs: number;
  /** After finding no pool to grow, how long before looking again unless woken (another instance's pools wait that long). */
  restMs: number;
  onError: (error: Error) => void;
}

export interface PoolGrowth {
  /** A visitor's plans were drawn, so there may be a new pool to grow: ends a rest. */
  wake(): void;
  /** Stops looking; resolves once a growth under way has ended (its draw may be failed by closing the engine). */
  stop(): Promise<void>;
}

/** Grows pools one draw at a time whenever the engine is idle, until stopped. */
export function startPoolGrowth(options: PoolGrowthOptions): PoolGrowth {
  let running: Promise<void> | null = null;
  let restUntil = 0;
  let stopped = false;
  const tick = () => {
    if (stopped || running || Date.now() < restUntil || !options.idle()) return;
    running = options
      .growOne()
      .then(
        (grew) => {
          if (!grew) restUntil = Date.now() + options.restMs;
        },
        // Closing fails the draw under way: that is no error.
        (error: Error) => {
          if (!stopped) options.onError(error);
        },
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.everyMs);
  timer.unref();
  return {
    wake() {
      restUntil = 0;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
