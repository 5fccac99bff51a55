import type { FileOwner } from '../files/file-access';
import { isTemplateVersionFile } from './queries';

/** A report template's files are the administrators' (System Settings), of no office. */
export const reportTemplateFileOwner: FileOwner = {
  async accessOf(db, fileKey, caller) {
    if (!(await isTemplateVersionFile(db, fileKey))) return undefined;
    return caller.holds('/reportTemplate/list') ? 'granted' : 'forbidden';
  },
};
