import type { DbOrTx } from '../../db/client';
import type { Caller } from '../../platform/auth/caller';
import { AppError } from '../../platform/http/app-error';
import { edocFileOwner } from '../edocs/edoc-file-access';
import { siteLogoFileOwner } from '../home-settings/logo-file-access';
import { reportTemplateFileOwner } from '../report-templates/template-file-access';

/**
 * What a caller may do with a stored file, decided by the record it belongs to: `hidden` (a record
 * of another office: it does not exist for them), `forbidden` (theirs to see, but without the
 * feature's permission) or `granted`.
 */
type FileAccess = 'granted' | 'forbidden' | 'hidden';

/** One kind of record that holds stored files, and its rule. */
export interface FileOwner {
  /** The caller's access when the file is this owner's; undefined when the key is not one of its files. */
  accessOf(db: DbOrTx, fileKey: string, caller: Caller): Promise<FileAccess | undefined>;
}

/**
 * Every record that holds stored files. A feature that stores files adds its owner here; a file no
 * owner claims (a key never handed out, a leftover) is served to nobody.
 */
const FILE_OWNERS: readonly FileOwner[] = [edocFileOwner, reportTemplateFileOwner, siteLogoFileOwner];

/**
 * File/Download's check (issue 18): knowing a key is not enough, the caller must have the right to
 * the record the file belongs to. Another office's file is 404, as its record would be; a missing
 * permission is 403.
 */
export async function checkFileAccess(db: DbOrTx, fileKey: string, caller: Caller): Promise<void> {
  for (const owner of FILE_OWNERS) {
    const access = await owner.accessOf(db, fileKey, caller);
    if (access === 'granted') return;
    if (access === 'forbidden') throw new AppError(403, 'auth.forbidden');
    if (access === 'hidden') break;
  }
  throw new AppError(404, 'file.notFound', { name: fileKey });
}
