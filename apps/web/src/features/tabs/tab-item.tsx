import { CloseOutlined } from '@ant-design/icons';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface TabItemProps {
  label: string;
  active: boolean;
  closable: boolean;
  onOpen(): void;
  onClose(): void;
  onMenu(event: MouseEvent): void;
}

const MIDDLE_BUTTON = 1;

/**
 * One tab of the strip (spec §2.7): a click shows its page; a middle click anywhere on it, or a click
 * on its ×, closes it unless it is affixed; a right click opens the context menu.
 */
export function TabItem({ label, active, closable, onOpen, onClose, onMenu }: TabItemProps) {
  const { t } = useTranslation('tabs');
  return (
    <div
      role="tab"
      // Named by its label alone: its × button has a name of its own.
      aria-label={label}
      tabIndex={0}
      aria-selected={active}
      className={active ? 'apex-tab apex-tab--active' : 'apex-tab'}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') onOpen();
        if (event.key === 'Delete' && closable) onClose();
      }}
      // The browser's middle-button autoscroll would otherwise start.
      onMouseDown={(event) => event.button === MIDDLE_BUTTON && event.preventDefault()}
      onMouseUp={(event) => event.button === MIDDLE_BUTTON && closable && onClose()}
      onContextMenu={(event) => {
        event.preventDefault();
        onMenu(event);
      }}
    >
      {label}
      {closable && (
        <button
          type="button"
          className="apex-tab__close"
          aria-label={t('closeTab', { title: label })}
          tabIndex={-1}
          onClick={(event) => {
            event.stopPropagation();
            onClose();
          }}
        >
          <CloseOutlined />
        </button>
      )}
    </div>
  );
}
