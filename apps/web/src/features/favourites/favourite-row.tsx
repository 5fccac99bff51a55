import { CloseOutlined, HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuIcon } from '../menu/menu-icon';
import { DRAG_ANIMATION_MS, useUiState } from '../shell/ui-state';
import styles from './favourites.module.css';

interface FavouriteRowProps {
  /** The favourite's path: where it leads, and its id among the sortable rows. */
  path: string;
  icon: string | undefined;
  title: string;
  editing: boolean;
  onRemove(): void;
}

/**
 * One favourite (spec §2.7): outside edit mode a link that opens its page and closes the sidebar;
 * in edit mode a handle to drag it (200 ms animation, spec §9) and a remove button, and no link.
 */
export function FavouriteRow({ path, icon, title, editing, onRemove }: FavouriteRowProps) {
  const { t } = useTranslation('favourites');
  const toggleSidebar = useUiState((s) => s.toggleSidebar);
  const sortable = useSortable({
    id: path,
    disabled: !editing,
    transition: { duration: DRAG_ANIMATION_MS, easing: 'ease' },
  });
  const style = { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition };
  const content = (
    <>
      <MenuIcon name={icon ?? ''} />
      <span className={styles.title}>{title}</span>
    </>
  );
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={sortable.isDragging ? `${styles.row} ${styles.dragging}` : styles.row}
    >
      {editing ? (
        <span
          ref={sortable.setActivatorNodeRef}
          className={styles.handle}
          title={t('drag')}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <HolderOutlined className={styles.grip} aria-hidden />
          {content}
        </span>
      ) : (
        <Link to={path} className={styles.link} onClick={toggleSidebar}>
          {content}
        </Link>
      )}
      {editing && (
        <button type="button" className={styles.remove} title={t('remove')} aria-label={t('remove')} onClick={onRemove}>
          <CloseOutlined />
        </button>
      )}
    </li>
  );
}
