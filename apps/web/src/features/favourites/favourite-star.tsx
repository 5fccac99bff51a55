import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './favourites.module.css';

interface FavouriteStarProps {
  starred: boolean;
  onToggle(): void;
}

/** spec §2.7: the star of a sidebar item, titled 收藏 or 取消收藏 by what it will do. */
export function FavouriteStar({ starred, onToggle }: FavouriteStarProps) {
  const { t } = useTranslation('favourites');
  const label = starred ? t('remove') : t('add');
  return (
    <button
      type="button"
      className={starred ? `${styles.star} ${styles.starred}` : styles.star}
      title={label}
      aria-label={label}
      onClick={(event) => {
        // The item around the star would open its page.
        event.stopPropagation();
        onToggle();
      }}
      // Enter on the star is for the star, not for the menu item.
      onKeyDown={(event) => event.stopPropagation()}
    >
      {starred ? <StarFilled /> : <StarOutlined />}
    </button>
  );
}
