import { loadScreenTexts } from '../i18n/i18n';
import { loadScreenStyles } from '../styles/screen-styles';

/**
 * What every screen beyond the first page needs besides its code: the screens' texts and the part
 * of antd's styles the first page leaves out. Loaded beside the screen's chunk, so it shows complete.
 */
const loadScreenAssets = () => Promise.all([loadScreenTexts(), loadScreenStyles()]);

/** A screen's module together with those assets. */
export const withScreenAssets = async <T>(module: Promise<T>): Promise<T> =>
  (await Promise.all([module, loadScreenAssets()]))[0];
