import { type LoaderFunctionArgs, redirect } from 'react-router';
import { useFramesStore } from '../frames/frames-store';
import { useTabsStore } from './tabs-store';

/**
 * spec §2.1 /redirect/:path(.*): refreshes a tab — its page is built anew and an embedded page
 * reloads (spec §4: refresh clears its loaded flag) — then goes back to it with its query.
 */
export function refreshLoader({ params, request }: LoaderFunctionArgs) {
  const path = `/${params['*'] ?? ''}`;
  useTabsStore.getState().rebuild(path);
  useFramesStore.getState().unload(path);
  return redirect(`${path}${new URL(request.url).search}`);
}
