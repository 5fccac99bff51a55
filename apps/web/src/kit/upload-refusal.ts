import { declaredUploadType, MAX_UPLOAD_BYTES, type UploadSpec, uploadExtensions } from '@apex/shared/files';
import { messageText } from '../i18n/server-messages';

/**
 * spec §5: a file the server would refuse for its extension or size, refused before it is sent, in
 * the server's own words; undefined when it may go (the server still checks its content).
 */
export function uploadRefusal(spec: UploadSpec, file: { name: string; size: number }): string | undefined {
  if (!declaredUploadType(spec, file.name))
    return messageText('file.typeNotAllowed', { name: file.name, allowed: uploadExtensions(spec) });
  if (file.size > MAX_UPLOAD_BYTES) return messageText('file.tooLarge', { name: file.name, max: '2 MB' });
  return undefined;
}
