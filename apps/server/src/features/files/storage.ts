import { createHash, randomBytes } from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '@apex/shared/files';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import type { DownloadFile } from '../../platform/http/file-reply';
import { findStoredFile, insertStoredFile } from './queries';

/** A stored file arrives whole (an upload), never as a stream. */
interface StoreFileInput extends DownloadFile {
  content: Uint8Array;
  createdBy: string;
}

const MEDIA_TYPE = /^[\w.+-]+\/[\w.+-]+(;[\w =."+-]*)?$/;

/** The stored type is sent back as the download's Content-Type: only a plain media type gets in. */
const safeContentType = (type: string) =>
  type.length <= 100 && MEDIA_TYPE.test(type) ? type : 'application/octet-stream';

/** The last segment of a name a browser may send with its folder (`C:\fakepath\a.pdf`), no control characters. */
export function cleanFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  return (
    base
      .replace(/\p{Cc}/gu, '')
      .trim()
      .slice(0, 255) || 'file'
  );
}

/**
 * Keeps a file's bytes in the database and answers the random key that names it from now on (the
 * `filePath` of File/Download). Runs in the caller's transaction, so an upload that fails later
 * leaves no file behind. spec §5: a file is at most 2M.
 */
export async function storeFile(db: DbOrTx, file: StoreFileInput): Promise<string> {
  const fileName = cleanFileName(file.fileName);
  if (file.content.byteLength > MAX_UPLOAD_BYTES)
    throw new AppError(413, 'file.tooLarge', { name: fileName, max: '2 MB' });
  const storageKey = randomBytes(16).toString('hex');
  await insertStoredFile(db, {
    storageKey,
    fileName,
    contentType: safeContentType(file.contentType),
    size: file.content.byteLength,
    sha256: createHash('sha256').update(file.content).digest('hex'),
    content: file.content,
    createdBy: file.createdBy.slice(0, 64),
  });
  return storageKey;
}

/**
 * The stored file of a key. The key is only ever looked up, never joined to a path, so a value
 * such as `../../etc/passwd` is just a key that does not exist.
 */
export async function loadStoredFile(db: DbOrTx, storageKey: string): Promise<DownloadFile> {
  const file = await findStoredFile(db, storageKey);
  if (!file) throw new AppError(404, 'file.notFound', { name: storageKey });
  return file;
}
