import { API } from '@apex/shared';
import { formatDateTime } from '@apex/shared/format';
import type { TAnnouncementSetting } from '@apex/shared/home';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useEditorTarget } from '../../../kit/form/use-editor-target';
import { ListPage } from '../../../kit/list/list-page';
import { updatedColumn } from '../../../kit/list/updated-column';
import { useDeleteRecord } from '../../../kit/list/use-delete-record';
import { useList } from '../../../kit/list/use-list';
import { AnnouncementDialog } from './announcement-dialog';
import { SelectionToolbar, useSelectedRows } from './selection-toolbar';

/** The home page's announcements: title, content, published flag and date (spec §3). */
export function AnnouncementsTab() {
  const { t } = useTranslation('homeSettings');
  const { t: ta } = useTranslation('admin');
  const list = useList(API.homeAnnouncements.list);
  const editor = useEditorTarget();
  const remove = useDeleteRecord(API.homeAnnouncements.remove);
  const { selected, rowSelection } = useSelectedRows(list.rows);
  const columns: ColumnsType<TAnnouncementSetting> = [
    { key: 'title', dataIndex: 'title', title: t('announcements.fields.title'), sorter: true },
    {
      key: 'published',
      title: t('announcements.fields.published'),
      render: (_, a) =>
        a.published ? <Tag color="success">{t('announcements.published')}</Tag> : <Tag>{t('announcements.draft')}</Tag>,
    },
    {
      key: 'publishedAt',
      title: t('announcements.fields.publishedAt'),
      sorter: true,
      render: (_, a) => (a.publishedAt ? formatDateTime(new Date(a.publishedAt)) : ''),
    },
    updatedColumn(ta),
  ];
  return (
    <ListPage
      title={t('announcements.title')}
      list={list}
      exportRoute={API.homeAnnouncements.export}
      columns={columns}
      keywordPlaceholder={t('announcements.keyword')}
      rowSelection={rowSelection}
      toolbar={
        <SelectionToolbar
          newLabel={t('announcements.new')}
          create={() => editor.open('create')}
          selected={selected}
          edit={(a) => editor.open('edit', a.id)}
          remove={remove}
          deleteQuestion={(a) => t('announcements.deleteQuestion', { title: a.title })}
        />
      }
    >
      {editor.target && <AnnouncementDialog id={editor.target.id} onClose={editor.close} />}
    </ListPage>
  );
}
