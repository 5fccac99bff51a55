import { API } from '@apex/shared';
import type { TNewsSetting } from '@apex/shared/home';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useEditorTarget } from '../../../kit/form/use-editor-target';
import { ListPage } from '../../../kit/list/list-page';
import { updatedColumn } from '../../../kit/list/updated-column';
import { useDeleteRecord } from '../../../kit/list/use-delete-record';
import { useList } from '../../../kit/list/use-list';
import { NewsDialog } from './news-dialog';
import { SelectionToolbar, useSelectedRows } from './selection-toolbar';

/** The home page's news: title, content and sort order (issue 4); listed in the home page's order. */
export function NewsTab() {
  const { t } = useTranslation('homeSettings');
  const { t: ta } = useTranslation('admin');
  const list = useList(API.homeNews.list);
  const editor = useEditorTarget();
  const remove = useDeleteRecord(API.homeNews.remove);
  const { selected, rowSelection } = useSelectedRows(list.rows);
  const columns: ColumnsType<TNewsSetting> = [
    { key: 'sort', dataIndex: 'sort', title: t('news.fields.sort'), sorter: true, width: 110, align: 'right' },
    { key: 'title', dataIndex: 'title', title: t('news.fields.title'), sorter: true },
    updatedColumn(ta),
  ];
  return (
    <ListPage
      title={t('news.title')}
      list={list}
      exportRoute={API.homeNews.export}
      columns={columns}
      keywordPlaceholder={t('news.keyword')}
      rowSelection={rowSelection}
      toolbar={
        <SelectionToolbar
          newLabel={t('news.new')}
          create={() => editor.open('create')}
          selected={selected}
          edit={(n) => editor.open('edit', n.id)}
          remove={remove}
          deleteQuestion={(n) => t('news.deleteQuestion', { title: n.title })}
        />
      }
    >
      {editor.target && <NewsDialog id={editor.target.id} onClose={editor.close} />}
    </ListPage>
  );
}
