/** The home page's content call, sent by the web app before its contract is loaded (boot/early-requests.ts). */
export const HOME_CONTENT_PATH = '/home/content';
