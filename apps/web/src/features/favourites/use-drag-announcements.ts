import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** What a screen reader hears while favourites are dragged, in the user's language (dnd-kit's own is English). */
export function useDragAnnouncements(titleAt: (path: string) => string) {
  const { t } = useTranslation('favourites');
  return useMemo(() => {
    const title = (id: string | number) => titleAt(String(id));
    const announcements: Announcements = {
      onDragStart: ({ active }) => t('pickedUp', { title: title(active.id) }),
      onDragOver: ({ active, over }) =>
        over ? t('movedOver', { title: title(active.id), over: title(over.id) }) : undefined,
      onDragEnd: ({ active }) => t('dropped', { title: title(active.id) }),
      onDragCancel: ({ active }) => t('cancelled', { title: title(active.id) }),
    };
    const screenReaderInstructions: ScreenReaderInstructions = { draggable: t('dragInstructions') };
    return { announcements, screenReaderInstructions };
  }, [t, titleAt]);
}
