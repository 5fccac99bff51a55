import type { DbOrTx } from '../../db/client';
import { clock } from '../../platform/clock/clock';
import { signatureMatches } from './dcsa/signature';
import { findSubscriptionSecret } from './queries';

/** How long a process trusts a secret it read; a renewal in this process forgets it at once. */
const KEPT_MS = 60_000;
const MOST_KEPT = 10_000;

interface Kept {
  secret: string;
  carrierCode: string;
  until: number;
}
const kept = new WeakMap<DbOrTx, Map<number, Kept>>();

const keptOf = (db: DbOrTx) => {
  let map = kept.get(db);
  if (!map) {
    map = new Map();
    kept.set(db, map);
  }
  return map;
};

/**
 * The subscription a callback's signature is good for, or null. The secret is kept for a minute,
 * so that a burst of pushes does not read it once each (and their events can be stored together
 * while the database is busy with the first); a signature the kept secret refuses is checked again
 * against the stored one, so a renewed secret works at once.
 */
export async function verifiedSubscription(
  db: DbOrTx,
  subscriptionId: number,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ carrierCode: string } | null> {
  const map = keptOf(db);
  const now = clock.now().getTime();
  const known = map.get(subscriptionId);
  if (known && known.until > now && signatureMatches(known.secret, rawBody, signature)) return known;
  const stored = await findSubscriptionSecret(db, subscriptionId);
  if (!stored) {
    map.delete(subscriptionId);
    return null;
  }
  if (map.size >= MOST_KEPT) map.clear();
  map.set(subscriptionId, { ...stored, until: now + KEPT_MS });
  return signatureMatches(stored.secret, rawBody, signature) ? stored : null;
}

/** A renewed or cancelled subscription's old secret is trusted no more in this process. */
export function forgetCallbackSecret(db: DbOrTx, subscriptionId: number) {
  kept.get(db)?.delete(subscriptionId);
}
