import { useNavigate } from 'react-router';
import { useFramesStore } from '../frames/frames-store';
import { NEW_JOB_TITLE_KEY } from '../routes/constant-routes';
import { askJobToClose } from './job-close-signal';
import { whenPageShown } from './page-shown';
import { afterClosing, type TabView } from './tab-views';
import { useTabsStore } from './tabs-store';

/** spec §2.1: a tab is refreshed by passing through /redirect, which builds its page anew. */
const refreshPath = (view: TabView) => `/redirect${view.fullPath}`;

/**
 * spec §4: job screens (OE, OI) with a JOB_ID are asked first — in the path (cards) or, for the
 * general part (/oceanimport/general), in the query; the new-job-number tab always closes.
 */
function closeQuestion({ meta, params, query }: TabView) {
  const { jobType } = meta;
  const jobId = params.JOB_ID ?? query.JOB_ID;
  if (!jobType || !jobId || meta.titleKey === NEW_JOB_TITLE_KEY) return undefined;
  return () => askJobToClose(window, jobType, jobId);
}

/** What the tab strip and its context menu do with a tab (spec §2.7, §4 Tab views). */
export function useTabActions() {
  const navigate = useNavigate();
  // The address now, not at the strip's last render: a navigation commits in a transition, so a
  // click right after another tab's click would see the page before it and skip showing the card.
  const addressPath = () => window.location.pathname;
  const tabs = useTabsStore.getState;
  const frames = useFramesStore.getState;

  /** Shows the tab's page, answering once it is on screen (and its listeners are attached). */
  const show = async (view: TabView) => {
    if (view.path === addressPath()) return;
    await navigate(view.fullPath);
    await whenPageShown(view.path);
  };

  const close = async (view: TabView) => {
    if (view.affix) return;
    let shown = view.path === addressPath();
    const ask = closeQuestion(view);
    if (ask) {
      await show(view);
      shown = true;
      if (!(await ask())) return;
    }
    const remaining = tabs().close(view.path);
    frames().unload(view.path);
    if (shown) await navigate(afterClosing(remaining, view));
  };

  const closeOthers = async (view: TabView) => {
    await show(view);
    tabs().closeOthers(view.path);
    frames().unloadExcept(view.path);
  };

  const closeAll = async (view: TabView) => {
    const remaining = tabs().closeAll();
    frames().unloadExcept();
    // spec §4: close all goes to the last view, unless the page shown is affixed and stays.
    const shownPath = addressPath();
    if (!remaining.some((v) => v.path === shownPath)) await navigate(afterClosing(remaining, view));
  };

  const refresh = (view: TabView) => navigate(refreshPath(view), { replace: true });

  return { close, closeOthers, closeAll, refresh, open: (view: TabView) => navigate(view.fullPath) };
}
