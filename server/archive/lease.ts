import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';

/**
 * Takes or renews the lease `name` for `holder` until `nowMs + ttlMs`: it succeeds when nobody
 * holds it, this holder does, or the holder's lease has run out (it stopped or lost the store).
 * One statement, so two servers asking at once cannot both win.
 */
export async function takeLease(
  db: Kysely<Database>,
  name: string,
  holder: string,
  nowMs: number,
  ttlMs: number,
): Promise<boolean> {
  const taken = await db
    .insertInto('leases')
    .values({ name, holder, expires_at: nowMs + ttlMs })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet((eb) => ({ holder: eb.ref('excluded.holder'), expires_at: eb.ref('excluded.expires_at') }))
        .where((eb) => eb.or([eb('leases.holder', '=', holder), eb('leases.expires_at', '<=', nowMs)])),
    )
    .returning('holder')
    .executeTakeFirst();
  return taken?.holder === holder;
}

/** Gives the lease up at once (a server stopping), so another takes over at its next look. */
export async function releaseLease(db: Kysely<Database>, name: string, holder: string): Promise<void> {
  await db.deleteFrom('leases').where('name', '=', name).where('holder', '=', holder).execute();
}
