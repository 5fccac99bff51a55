import { SearchOutlined } from '@ant-design/icons';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './header-search.module.css';

type SearchBox = ComponentType<{ text: string; setText(text: string): void }>;

/**
 * spec §2.7 header search. antd's AutoComplete (a whole Select) and fuse.js load when the box is
 * first focused; until they arrive the plain box keeps the focus and what is typed, and the fuzzy
 * search then takes its place with that text.
 */
export function HeaderSearch() {
  const { t } = useTranslation('search');
  const [Box, setBox] = useState<SearchBox>();
  const [text, setText] = useState('');
  const load = () => {
    if (!Box) void import('./header-search-box').then((m) => setBox(() => m.HeaderSearchBox));
  };
  // A native box drawn like antd's: antd's Input would bring its whole family to the first page.
  const box = (
    <span className={styles.plain}>
      <SearchOutlined className={styles.plainIcon} />
      <input
        role="combobox"
        aria-expanded={false}
        placeholder={t('label')}
        aria-label={t('label')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onFocus={load}
      />
    </span>
  );
  return Box ? <Box text={text} setText={setText} /> : box;
}
