import { utcToday } from '@apex/shared/format';
import type { Tx } from '../../../db/client';
import type { JobRow } from '../access/queries';
import { anyEntryMayGoOut, setCargoAvailableDate } from './queries';

/**
 * The job's `cargo_available_date` (the control board's "available"), in the transaction of the
 * write that may change it: set to today when some of its cargo first may go out (customs released
 * it and it is allowed out), kept while it may, cleared if none may any more (a release or allow
 * out taken back). The customs entries' release calls this too once they write the job's release
 * date, as that lets out every entry already allowed out.
 */
export async function refreshCargoAvailable(
  tx: Tx,
  job: Pick<JobRow, 'id' | 'customsReleaseDate' | 'cargoAvailableDate'>,
) {
  const available = await anyEntryMayGoOut(tx, job.id, job.customsReleaseDate !== null);
  if (available && job.cargoAvailableDate === null) await setCargoAvailableDate(tx, job.id, utcToday());
  if (!available && job.cargoAvailableDate !== null) await setCargoAvailableDate(tx, job.id, null);
}
