import { SearchOutlined } from '@ant-design/icons';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '../../platform/lazy-named';
import styles from './header-search.module.css';

// antd's AutoComplete (a whole Select) and fuse.js load when the search is first used.
const HeaderSearchBox = lazyNamed(() => import('./header-search-box'), 'HeaderSearchBox');

/** spec §2.7 header search: a plain box until first focused, then the fuzzy search in its place. */
export function HeaderSearch() {
  const { t } = useTranslation('search');
  const [used, setUsed] = useState(false);
  const [text, setText] = useState('');
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
        onFocus={() => setUsed(true)}
      />
    </span>
  );
  if (!used) return box;
  return (
    <Suspense fallback={box}>
      <HeaderSearchBox text={text} setText={setText} />
    </Suspense>
  );
}
