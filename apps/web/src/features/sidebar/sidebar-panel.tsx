import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FavouritesPanel } from '../favourites/favourites-panel';
import styles from './sidebar.module.css';
import { SidebarMenu } from './sidebar-menu';

interface SidebarPanelProps {
  query: string;
  onQueryChange(query: string): void;
}

/**
 * What the sidebar drawer holds (spec §2.7): the favourites on top, then the menu and its search.
 * Only the menu scrolls, so the favourites and the search stay in reach of a long menu.
 */
export function SidebarPanel({ query, onQueryChange }: SidebarPanelProps) {
  const { t } = useTranslation('sidebar');
  return (
    <div className={styles.panel}>
      <FavouritesPanel />
      <div className={styles.search}>
        <Input
          prefix={<SearchOutlined />}
          placeholder={t('filter')}
          aria-label={t('filter')}
          allowClear
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </div>
      <div className={styles.menu}>
        <SidebarMenu query={query} />
      </div>
    </div>
  );
}
