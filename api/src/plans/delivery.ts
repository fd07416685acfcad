// A paid order's delivery request (recorded by the payment flow) is fulfilled the first time the
// visitor receives their unlocked drawings or plan data.
import type { Database } from '../db/database';

export async function markDelivered(db: Database, responseId: string, now: Date): Promise<void> {
  await db.query('update delivery_requests set fulfilled_at = $2 where response_id = $1 and fulfilled_at is null', [responseId, now]);
}
