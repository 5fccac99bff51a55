import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { TabsProps } from 'antd';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageScrollLeft, scrollToTab, wheelScrollLeft } from '../../tabs/strip-geometry';
import styles from './card-tab-bar.module.css';

type TabBarProps = Parameters<NonNullable<TabsProps['renderTabBar']>>[0];

interface CardTabBarProps {
  /** What antd's Tabs hands its tab bar: the ids its panels are labelled by, the active key, the click. */
  bar: TabBarProps;
  tabs: readonly { key: string; label: string }[];
}

type Direction = 'previous' | 'next';

function Arrow({ direction, enabled, onClick }: { direction: Direction; enabled: boolean; onClick: () => void }) {
  const { t } = useTranslation('jobCard');
  return (
    <button
      type="button"
      className={styles.arrow}
      aria-label={t(`tabStrip.${direction}`)}
      disabled={!enabled}
      onClick={onClick}
    >
      {direction === 'previous' ? <LeftOutlined /> : <RightOutlined />}
    </button>
  );
}

const boxesOf = (strip: HTMLElement) =>
  [...strip.children].map((tab) => ({
    left: (tab as HTMLElement).offsetLeft,
    width: (tab as HTMLElement).offsetWidth,
  }));

/**
 * The job card's 18 tabs (spec §2.8) in one row at 1366 px: the row scrolls sideways, with an arrow
 * at each end while there is more that way; the wheel and the shown tab move it as on the strip of
 * visited pages (spec §2.7, §9). Every tab is whole when clicked: no half-hidden targets.
 */
export function CardTabBar({ bar, tabs }: CardTabBarProps) {
  const { t } = useTranslation('jobCard');
  const strip = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ previous: false, next: false });
  const { id, activeKey, onTabClick } = bar;

  const measure = () => {
    const box = strip.current;
    if (!box) return;
    const previous = box.scrollLeft > 0;
    const next = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
    setEnds((now) => (now.previous === previous && now.next === next ? now : { previous, next }));
  };

  // The strip's width follows the window's; the arrows follow what it hides.
  useEffect(() => {
    const box = strip.current;
    if (!box) return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  });

  const index = tabs.findIndex((tab) => tab.key === activeKey);
  useEffect(() => {
    const box = strip.current;
    if (!box || index < 0) return;
    const view = { scrollLeft: box.scrollLeft, width: box.clientWidth, scrollWidth: box.scrollWidth };
    box.scrollLeft = scrollToTab(boxesOf(box), index, view);
  }, [index]);

  const page = (direction: Direction) => {
    const box = strip.current;
    if (!box) return;
    const view = { scrollLeft: box.scrollLeft, width: box.clientWidth, scrollWidth: box.scrollWidth };
    box.scrollLeft = pageScrollLeft(boxesOf(box), view, direction);
  };

  // spec §2.7 keyboard use of a tab list: the arrow keys move between tabs and show the one reached.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    const next = step === undefined ? undefined : tabs[index + step];
    if (!next) return;
    event.preventDefault();
    onTabClick(next.key, event as unknown as MouseEvent);
    document.getElementById(`${id}-tab-${next.key}`)?.focus();
  };

  const arrows = ends.previous || ends.next;
  return (
    <div className={styles.bar}>
      {arrows && <Arrow direction="previous" enabled={ends.previous} onClick={() => page('previous')} />}
      <div
        ref={strip}
        className={styles.scroll}
        role="tablist"
        aria-label={t('tabStrip.label')}
        onScroll={measure}
        onKeyDown={onKeyDown}
        // A sideways swipe scrolls by itself; the wheel's vertical turn is what moves the strip.
        onWheel={(event) => {
          if (event.deltaY)
            event.currentTarget.scrollLeft = wheelScrollLeft(event.currentTarget.scrollLeft, event.deltaY);
        }}
      >
        {tabs.map(({ key, label }) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${id}-tab-${key}`}
            aria-controls={`${id}-panel-${key}`}
            aria-selected={key === activeKey}
            tabIndex={key === activeKey ? 0 : -1}
            className={`${styles.tab} ${key === activeKey ? styles.active : ''}`}
            onClick={(event) => onTabClick(key, event)}
          >
            {label}
          </button>
        ))}
      </div>
      {arrows && <Arrow direction="next" enabled={ends.next} onClick={() => page('next')} />}
    </div>
  );
}
