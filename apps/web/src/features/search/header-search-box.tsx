import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input } from 'antd';
import Fuse from 'fuse.js';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppRoutes } from '../routes/use-app-routes';
import { useOpenRoute } from '../sidebar/use-open-route';
import styles from './header-search.module.css';
import { FUSE_OPTIONS, searchEntries } from './search-entries';

/** At most this many pages are offered at once: the best matches fit without scrolling. */
const MAX_OPTIONS = 10;

/**
 * spec §2.7 header search: fuzzy search over the user's pages by title and section; picking one
 * (Enter takes the first) opens it, a new-window route at its address. Loaded on first focus
 * (header-search.tsx), with fuse.js.
 */
export function HeaderSearchBox({ text, setText }: { text: string; setText(text: string): void }) {
  const { t } = useTranslation('search');
  const { routes, title } = useAppRoutes();
  const openRoute = useOpenRoute();

  const entries = useMemo(() => searchEntries(routes, title), [routes, title]);
  const fuse = useMemo(() => new Fuse(entries, FUSE_OPTIONS), [entries]);
  const found = useMemo(
    () => (text.trim() ? fuse.search(text.trim(), { limit: MAX_OPTIONS }).map((r) => r.item) : []),
    [fuse, text],
  );
  const options = found.map((entry) => ({
    value: entry.route.path,
    label: (
      <div className={styles.option}>
        <span className={styles.title}>{entry.title}</span>
        {entry.sections.length > 0 && <span className={styles.sections}>{entry.sections.join(' › ')}</span>}
      </div>
    ),
  }));
  return (
    <AutoComplete
      value={text}
      options={options}
      onChange={setText}
      onSelect={(path: string) => {
        setText('');
        const entry = found.find((e) => e.route.path === path);
        if (entry) openRoute(entry.route);
      }}
      // What was typed before this box arrived is searched at once.
      defaultOpen={text.trim() !== ''}
      // Enter takes the best match.
      defaultActiveFirstOption
      notFoundContent={text.trim() ? t('noMatch') : undefined}
      popupMatchSelectWidth={320}
      className={styles.search}
    >
      <Input prefix={<SearchOutlined />} placeholder={t('label')} aria-label={t('label')} allowClear autoFocus />
    </AutoComplete>
  );
}
