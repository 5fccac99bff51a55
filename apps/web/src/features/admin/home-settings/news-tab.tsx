import { API } from '@apex/shared';
import type { TNewsSetting } from '@apex/shared/home';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { useEditorTarget } from '../../../kit/form/use-editor-target';
import { ListPage } from '../../../kit/list/list-page';
import { updatedColumn } from '../../../kit/list/updated-column';
import { useDeleteRecord } from '../../../kit/list/use-delete-record';
import { useList } from '../../../kit/list/use-list';
import { NEWS_LABELS } from './home-labels';
import { NewsDialog } from './news-dialog';
import { SelectionToolbar, useSelectedRows } from './selection-toolbar';

/** The home page's news: title, content and sort order (issue 4); listed in the home page's order. */
export function NewsTab() {
  const { t } = useTranslation('homeSettings');
  const labelText = useLabel();
  const { t: ta } = useTranslation('admin');
  const list = useList(API.homeNews.list);
  const { t: th } = useTranslation('home');
  const editor = useEditorTarget();
  const remove = useDeleteRecord(API.homeNews.remove);
  const { selected, rowSelection } = useSelectedRows(list.rows);
  const columns: ColumnsType<TNewsSetting> = [
    { key: 'sort', dataIndex: 'sort', title: labelText(NEWS_LABELS.sort), sorter: true, width: 110, align: 'right' },
    { key: 'title', dataIndex: 'title', title: labelText(NEWS_LABELS.title), sorter: true },
    updatedColumn(ta),
  ];
  return (
    <ListPage
      title={th('news')}
      list={list}
      exportRoute={API.homeNews.export}
      columns={columns}
      keywordPlaceholder={labelText(NEWS_LABELS.title)}
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
