import {
  declaredUploadType,
  MAX_UPLOAD_BYTES,
  type TUploadType,
  UPLOAD_TYPES,
  type UploadSpec,
  uploadExtensions,
} from '@apex/shared/files';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { cleanFileName } from '../../features/files/storage';
import { AppError, badRequest } from './app-error';

/** spec §5/§9 "2M", as storeFile reads it. */
const MAX_TEXT = '2 MB';

/**
 * multipart/form-data is parsed only when an upload route asks for its file, after the access hook
 * has let the caller in, and never beyond 2M plus one byte: the byte past the limit is what tells
 * a file over it from one of exactly 2M (readUpload).
 */
export async function registerUploads(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
}

/** An uploaded file whose content is what its extension claims. */
export interface UploadedFile {
  fileName: string;
  /** The media type of the detected content, not the one the browser declared. */
  contentType: string;
  type: TUploadType;
  content: Buffer;
}

const isTooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * The `file` field of an upload route's multipart body. spec §5: at most 2M, "with limited
 * extensions"; the extension must be one of the route's and the content (magic bytes, `file-type`)
 * must be of that type, so a renamed executable or HTML page is refused whatever its name says.
 */
export async function readUpload(req: FastifyRequest, spec: UploadSpec): Promise<UploadedFile> {
  if (!req.isMultipart())
    throw new AppError(415, 'http.unsupportedMediaType', {
      type: String(req.headers['content-type'] ?? '').slice(0, 100),
    });
  const part = await req.file();
  if (part?.fieldname !== 'file') throw badRequest('file.missing');
  const fileName = cleanFileName(part.filename);
  const tooLarge = () => new AppError(413, 'file.tooLarge', { name: fileName, max: MAX_TEXT });
  const content = await part.toBuffer().catch((error: unknown) => {
    throw isTooLarge(error) ? tooLarge() : error;
  });
  // toBuffer throws only when a chunk arrives after the limit is hit; when the limit falls on a
  // chunk's boundary, the parser stops with nothing more to give and the stream just ends, cut
  // short. So the length is checked here, and the parser's own mark of a cut file.
  if (part.file.truncated || content.byteLength > MAX_UPLOAD_BYTES) throw tooLarge();
  const type = declaredUploadType(spec, fileName);
  if (!type) throw badRequest('file.typeNotAllowed', { name: fileName, allowed: uploadExtensions(spec) });
  if (content.byteLength === 0) throw badRequest('file.empty', { name: fileName });
  const detected = await fileTypeFromBuffer(content);
  const expected: { mime: string; detected?: string } = UPLOAD_TYPES[type];
  const { mime } = expected;
  if (detected?.mime !== (expected.detected ?? mime))
    throw badRequest('file.contentMismatch', { name: fileName, type: type.toUpperCase() });
  return { fileName, contentType: mime, type, content };
}
