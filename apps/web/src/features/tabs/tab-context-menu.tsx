import { useTranslation } from 'react-i18next';
import type { TabView } from './tab-views';
import type { useTabActions } from './use-tab-actions';

interface TabContextMenuProps {
  view: TabView;
  left: number;
  top: number;
  actions: ReturnType<typeof useTabActions>;
}

/** spec §2.7: refresh, close (not for affixed tabs), close others and close all. */
export function TabContextMenu({ view, left, top, actions }: TabContextMenuProps) {
  const { t } = useTranslation(['tabs', 'common']);
  const entries = [
    { key: 'refresh', label: t('refresh'), run: actions.refresh },
    ...(view.affix ? [] : [{ key: 'close', label: t('common:close'), run: actions.close }]),
    { key: 'closeOthers', label: t('closeOthers'), run: actions.closeOthers },
    { key: 'closeAll', label: t('closeAll'), run: actions.closeAll },
  ];
  return (
    <div className="apex-tab-menu" role="menu" style={{ left, top }}>
      {entries.map(({ key, label, run }) => (
        <div
          key={key}
          role="menuitem"
          tabIndex={-1}
          onClick={() => void run(view)}
          onKeyDown={(event) => event.key === 'Enter' && void run(view)}
        >
          {label}
        </div>
      ))}
    </div>
  );
}
