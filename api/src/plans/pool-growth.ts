// The pool grows while the engine is idle. A visitor's search draws from one seed and finds some of the few
// plans a tight plot allows; the pool (plan-pool.ts) offers the next visitor with the same answers the best
// any visitor's search found. With nobody waiting for the engine, it draws more seeds for the requests
// visitors ask most, so the next of them is offered the best of many searches rather than of the few
// visitors before (`npx tsx floorplan/bench/pool-growth.ts` measures what that gives the most-asked plots).
// A grown request's plans join its pool exactly as a visitor's would; nothing about any visitor is read.
import { createHash } from 'node:crypto';
import { FLOORPLAN_ENGINE_VERSION, poolAfter, type GenerateResult, type PlanRequest } from '@flx/floorplan';
import type { Database } from '../db/database';
import { lockedPool } from './plan-pool';

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
 * The draw is claimed before the engine starts (`grown` counts it), so two API instances growing at once draw
 * different seeds. A draw that fails (the engine crashed or ran out of time on the request) writes no plans,
 * and its request joins `failed`, which is not grown again by this process.
 */
export async function growOnePool(db: Database, draw: GrowthDraw, now: Date, failed = new Set<string>(), draws = POOL_GROWTH_DRAWS): Promise<GrowingPool | null> {
  const growing = await claimDraw(db, failed, draws);
  if (!growing) return null;
  let drawn: GenerateResult;
  try {
    drawn = await draw(growing.request, growthSeed(growing.request_key, growing.grown));
  } catch (error) {
    failed.add(growing.request_key);
    throw error;
  }
  if (!drawn.ok) return growing;
  // Read after drawing, under the row's lock: a visitor's plans may have joined the pool while the engine drew.
  await db.transaction(async (tx) => {
    const kept = poolAfter(await lockedPool(tx, growing.request_key), drawn.options);
    await tx.query('update plan_pool set plans = $3, updated_at = $4 where request_key = $1 and engine_version = $2', [
      growing.request_key,
      FLOORPLAN_ENGINE_VERSION,
      JSON.stringify(kept),
      now,
    ]);
  });
  return growing;
}

/** The next growth draw, counted as taken (`grown` is the draw's number); none when no pool is left to grow. */
async function claimDraw(db: Database, failed: Set<string>, draws: number): Promise<GrowingPool | null> {
  // The row is locked for the claim: another instance claiming it at once, or a visitor writing its plans,
  // waits the few milliseconds that takes, then counts on from this claim.
  const rows = await db.query<GrowingPool>(
    `update plan_pool set grown = grown + 1
     where (request_key, engine_version) = (
       select request_key, engine_version from plan_pool
       where engine_version = $1 and request is not null and grown < $2 and not (request_key = any($3))
       order by asked desc, grown asc, updated_at asc limit 1
       for update)
     returning request_key, request, grown - 1 as grown`,
    [FLOORPLAN_ENGINE_VERSION, draws, [...failed]],
  );
  return rows[0] ?? null;
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
