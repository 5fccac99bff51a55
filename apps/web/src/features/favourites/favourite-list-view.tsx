import type { TFavoriteMenu } from '@apex/shared/common';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppRoutes } from '../routes/use-app-routes';
import { containsText } from '../sidebar/menu-filter';
import { moveFavourite, removeFavourite, shownFavourites } from './favourite-list';
import { FavouriteRow } from './favourite-row';
import styles from './favourites.module.css';
import { useDragAnnouncements } from './use-drag-announcements';

interface FavouriteListViewProps {
  list: readonly TFavoriteMenu[];
  /** The favourites search box: a case-insensitive part of the title. */
  query: string;
  editing: boolean;
  onChange(list: TFavoriteMenu[]): void;
}

/** The favourites still in the user's menu that match the search; sortable in edit mode (spec §2.7). */
export function FavouriteListView({ list, query, editing, onChange }: FavouriteListViewProps) {
  const { t } = useTranslation('favourites');
  const { match, title } = useAppRoutes();
  const titleAt = useCallback(
    (path: string) => {
      const found = match(path);
      return found ? title(found.route) : path;
    },
    [match, title],
  );
  const accessibility = useDragAnnouncements(titleAt);
  const sensors = useSensors(
    // A click stays a click: a drag starts after 4 px.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const shown = shownFavourites(list, (path) => match(path)?.route).filter((s) => containsText(title(s.route), query));
  if (shown.length === 0)
    return (
      <Typography.Text type="secondary" className={styles.note}>
        {query.trim() ? t('noMatch') : t('empty')}
      </Typography.Text>
    );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={accessibility}
      onDragEnd={({ active, over }) => {
        if (over && active.id !== over.id) onChange(moveFavourite(list, String(active.id), String(over.id)));
      }}
    >
      <SortableContext
        items={shown.map((s) => s.favourite.path)}
        strategy={verticalListSortingStrategy}
        disabled={!editing}
      >
        <ul className={styles.list}>
          {shown.map(({ favourite, route }) => (
            <FavouriteRow
              key={favourite.path}
              path={favourite.path}
              icon={route.meta.icon}
              title={title(route)}
              editing={editing}
              onRemove={() => onChange(removeFavourite(list, favourite.path))}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
