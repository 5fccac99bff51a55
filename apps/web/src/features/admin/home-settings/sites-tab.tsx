import { API } from '@apex/shared';
import type { TSiteSetting } from '@apex/shared/home';
import { useQueryClient } from '@tanstack/react-query';
import { App, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { FileUploadButton } from '../../../kit/file-upload-button';
import { useEditorTarget } from '../../../kit/form/use-editor-target';
import { ListPage } from '../../../kit/list/list-page';
import { updatedColumn } from '../../../kit/list/updated-column';
import { useDeleteRecord } from '../../../kit/list/use-delete-record';
import { useList } from '../../../kit/list/use-list';
import { SITE_LABELS } from './home-labels';
import { SelectionToolbar, useSelectedRows } from './selection-toolbar';
import { SiteDialog } from './site-dialog';

/** The home page's ship-company websites: logo, name, link, enabled (spec §3). */
export function SitesTab() {
  const { t } = useTranslation('homeSettings');
  const labelText = useLabel();
  const { t: ta } = useTranslation('admin');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const list = useList(API.homeSites.list);
  const editor = useEditorTarget();
  const remove = useDeleteRecord(API.homeSites.remove);
  const { selected, rowSelection } = useSelectedRows(list.rows);
  const columns: ColumnsType<TSiteSetting> = [
    {
      key: 'logo',
      title: t('sites.fields.logo'),
      render: (_, s) => (s.logoKey ? <img src={`/api/home/site-logos/${s.logoKey}`} alt="" height={24} /> : null),
    },
    { key: 'name', dataIndex: 'name', title: labelText(SITE_LABELS.name), sorter: true },
    { key: 'link', dataIndex: 'link', title: labelText(SITE_LABELS.link) },
    {
      key: 'enabled',
      title: labelText(SITE_LABELS.enabled),
      render: (_, s) =>
        s.enabled ? (
          <Tag color="success">{labelText('general:columns.enabled')}</Tag>
        ) : (
          <Tag>{ta('list.disabled')}</Tag>
        ),
    },
    { key: 'createdBy', dataIndex: 'createdBy', title: t('createdBy') },
    updatedColumn(ta),
  ];
  return (
    <ListPage
      title={t('sites.title')}
      list={list}
      exportRoute={API.homeSites.export}
      columns={columns}
      keywordPlaceholder={labelText(SITE_LABELS.name)}
      rowSelection={rowSelection}
      toolbar={
        <SelectionToolbar
          newLabel={t('sites.new')}
          create={() => editor.open('create')}
          selected={selected}
          edit={(s) => editor.open('edit', s.id)}
          remove={remove}
          deleteQuestion={(s) => t('sites.deleteQuestion', { name: s.name })}
        >
          {(one) => (
            <FileUploadButton
              route={API.homeSites.logo}
              input={one ? { params: { id: one.id }, query: { version: one.version } } : undefined}
              label={t('sites.uploadLogo')}
              buttonProps={{ disabled: !one }}
              onUploaded={() => {
                void message.success(t('sites.logoSaved'));
                void queryClient.invalidateQueries({ queryKey: [API.homeSites.logo.tag] });
              }}
            />
          )}
        </SelectionToolbar>
      }
    >
      {editor.target && <SiteDialog id={editor.target.id} onClose={editor.close} />}
    </ListPage>
  );
}
