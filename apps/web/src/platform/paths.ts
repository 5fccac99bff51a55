export { HOME_PATH } from '@apex/shared/auth';

/** spec §2.1 routes the app itself defines (the rest come from the menu). */
export const CHANGE_PASSWORD_PATH = '/changePassword';
export const NOT_FOUND_PATH = '/404';
