import { API } from '@apex/shared';
import { formatDateTime } from '@apex/shared/format';
import type { TAnnouncementSetting } from '@apex/shared/home';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { useEditorTarget } from '../../../kit/form/use-editor-target';
import { ListPage } from '../../../kit/list/list-page';
import { updatedColumn } from '../../../kit/list/updated-column';
import { useDeleteRecord } from '../../../kit/list/use-delete-record';
import { useList } from '../../../kit/list/use-list';
import { AnnouncementDialog } from './announcement-dialog';
import { ANNOUNCEMENT_LABELS } from './home-labels';
import { SelectionToolbar, useSelectedRows } from './selection-toolbar';

/** The home page's announcements: title, content, published flag and date (spec §3). */
export function AnnouncementsTab() {
  const { t } = useTranslation('homeSettings');
  const labelText = useLabel();
  const { t: ta } = useTranslation('admin');
  const list = useList(API.homeAnnouncements.list);
  const { t: th } = useTranslation('home');
  const editor = useEditorTarget();
  const remove = useDeleteRecord(API.homeAnnouncements.remove);
  const { selected, rowSelection } = useSelectedRows(list.rows);
  const columns: ColumnsType<TAnnouncementSetting> = [
    { key: 'title', dataIndex: 'title', title: labelText(ANNOUNCEMENT_LABELS.title), sorter: true },
    {
      key: 'published',
      title: t('announcements.fields.published'),
      render: (_, a) =>
        a.published ? (
          <Tag color="success">{labelText('masterData:columns.published')}</Tag>
        ) : (
          <Tag>{t('announcements.draft')}</Tag>
        ),
    },
    {
      key: 'publishedAt',
      title: labelText(ANNOUNCEMENT_LABELS.publishedAt),
      sorter: true,
      render: (_, a) => (a.publishedAt ? formatDateTime(new Date(a.publishedAt)) : ''),
    },
    updatedColumn(ta),
  ];
  return (
    <ListPage
      title={th('announcements')}
      list={list}
      exportRoute={API.homeAnnouncements.export}
      columns={columns}
      keywordPlaceholder={labelText(ANNOUNCEMENT_LABELS.title)}
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
