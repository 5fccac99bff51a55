import { SearchOutlined, SortAscendingOutlined } from '@ant-design/icons';
import type { TFavoriteMenu } from '@apex/shared/common';
import { Button, Flex, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readLikedRoutes, useUiState } from '../shell/ui-state';
import { FavouriteListView } from './favourite-list-view';
import styles from './favourites.module.css';
import { useSaveFavourites } from './use-save-favourites';

/**
 * spec §2.7 Favourites panel, at the top of the sidebar: 我喜欢的, a search box, and the sort icon
 * that enters edit mode (spec §4), where the favourites are rearranged on a draft until 保存 or 取消.
 */
export function FavouritesPanel() {
  const { t } = useTranslation('favourites');
  const { t: tc } = useTranslation('common');
  const headingId = useId();
  const liked = useUiState((s) => s.likedRoutes);
  const editing = useUiState((s) => s.favouritesEditing);
  const setEditing = useUiState((s) => s.setFavouritesEditing);
  const setLikedRoutes = useUiState((s) => s.setLikedRoutes);
  const save = useSaveFavourites();
  const [draft, setDraft] = useState<TFavoriteMenu[]>();
  const [query, setQuery] = useState('');
  const [saving, setSaving] = useState(false);
  const list = editing ? (draft ?? liked) : liked;

  const startEditing = () => {
    setDraft(liked);
    setEditing(true);
  };
  const leaveEditing = () => {
    setDraft(undefined);
    setEditing(false);
  };
  // spec §4: cancel reloads the favourites from local storage.
  const cancel = () => {
    setLikedRoutes(readLikedRoutes());
    leaveEditing();
  };
  const saveDraft = async () => {
    setSaving(true);
    try {
      await save(list);
      leaveEditing();
    } catch {
      // The client has shown the server's refusal; the draft stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {t('heading')}
        </h2>
        {editing ? (
          <Flex gap={6}>
            <Button onClick={cancel} disabled={saving}>
              {tc('cancel')}
            </Button>
            <Button type="primary" onClick={saveDraft} loading={saving}>
              {tc('save')}
            </Button>
          </Flex>
        ) : (
          <Button
            type="text"
            icon={<SortAscendingOutlined />}
            title={t('arrange')}
            aria-label={t('arrange')}
            onClick={startEditing}
          />
        )}
      </div>
      <Input
        prefix={<SearchOutlined />}
        placeholder={t('search')}
        aria-label={t('search')}
        allowClear
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <FavouriteListView list={list} query={query} editing={editing} onChange={setDraft} />
    </section>
  );
}
