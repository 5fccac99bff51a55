import type { FileOwner } from '../files/file-access';
import { isSiteLogo } from './site-queries';

/** A ship-company logo is on every signed-in user's home page. */
export const siteLogoFileOwner: FileOwner = {
  async accessOf(db, fileKey) {
    return (await isSiteLogo(db, fileKey)) ? 'granted' : undefined;
  },
};
