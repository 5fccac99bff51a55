import { useLocation } from 'react-router';
import { useAppRoutes } from '../routes/use-app-routes';
import { useTabsStore } from '../tabs/tabs-store';
import { framesSupported } from './frame-support';
import { useFramesStore } from './frames-store';

/**
 * spec §2.7 Main area: embedded pages stay alive once loaded and are shown only while their path is
 * current; a refresh gives the frame a new key, so it loads again.
 */
export function EmbeddedFrames() {
  const pages = useFramesStore((s) => s.pages);
  const generations = useTabsStore((s) => s.generations);
  const { pathname } = useLocation();
  const { match, title } = useAppRoutes();
  if (!framesSupported()) return null;
  return pages
    .filter((page) => page.loaded)
    .map((page) => {
      const found = match(page.path);
      return (
        <iframe
          key={`${page.path}#${generations[page.path] ?? 0}`}
          src={page.url}
          title={found ? title(found.route) : page.path}
          hidden={page.path !== pathname}
          data-path={page.path}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0, background: '#fff' }}
        />
      );
    });
}
