import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import './tab-strip.css';
import { useAppRoutes } from '../routes/use-app-routes';
import { contextMenuPosition, scrollToTab, wheelScrollLeft } from './strip-geometry';
import { TabContextMenu } from './tab-context-menu';
import { TabItem } from './tab-item';
import { type TabView, tabLabel } from './tab-views';
import { useTabsStore } from './tabs-store';
import { useTabActions } from './use-tab-actions';

/** spec §2.7: the strip of visited pages, with its context menu. */
export function TabStrip() {
  const { t } = useTranslation('tabs');
  const { title } = useAppRoutes();
  const views = useTabsStore((s) => s.views);
  const { pathname } = useLocation();
  const actions = useTabActions();
  const strip = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<{ view: TabView; left: number; top: number }>();

  const activeIndex = views.findIndex((v) => v.path === pathname);
  useEffect(() => {
    const box = scroller.current;
    if (!box || activeIndex < 0) return;
    // After the next paint: reading the tabs' positions forces a layout, which held the first page's
    // paint back by ~20 ms (bench/web-load.ts).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const tabs = [...box.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => ({
          left: tab.offsetLeft,
          width: tab.offsetWidth,
        }));
        box.scrollLeft = scrollToTab(tabs, activeIndex, {
          scrollLeft: box.scrollLeft,
          width: box.clientWidth,
          scrollWidth: box.scrollWidth,
        });
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [activeIndex]);

  // spec §2.7: clicking anywhere else closes the menu.
  useEffect(() => {
    if (!menu) return;
    const hide = () => setMenu(undefined);
    document.addEventListener('click', hide);
    return () => document.removeEventListener('click', hide);
  }, [menu]);

  const openMenu = (view: TabView, event: MouseEvent) => {
    const bounds = strip.current?.getBoundingClientRect();
    if (bounds) setMenu({ view, ...contextMenuPosition(event, bounds) });
  };

  return (
    <div className="apex-tabs" ref={strip}>
      <div
        className="apex-tabs__scroll"
        ref={scroller}
        role="tablist"
        aria-label={t('strip')}
        // A sideways swipe scrolls by itself; the wheel's vertical turn is what moves the strip.
        onWheel={(event) => {
          const box = event.currentTarget;
          if (event.deltaY) box.scrollLeft = wheelScrollLeft(box.scrollLeft, event.deltaY);
        }}
      >
        {views.map((view) => (
          <TabItem
            key={view.path}
            label={tabLabel(view, title(view))}
            active={view.path === pathname}
            closable={!view.affix}
            onOpen={() => void actions.open(view)}
            onClose={() => void actions.close(view)}
            onMenu={(event) => openMenu(view, event)}
          />
        ))}
      </div>
      {menu && <TabContextMenu {...menu} actions={actions} />}
    </div>
  );
}
