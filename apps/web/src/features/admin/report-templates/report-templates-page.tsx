import { API } from '@apex/shared';
import { REPORT_TEMPLATE_KIND_LABELS, REPORT_TEMPLATE_KINDS, type TReportTemplate } from '@apex/shared/master';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { useHasPermission } from '../../session/permitted';
import { AdminListPage } from '../common/admin-list-page';
import { EnabledFilter } from '../common/enabled-filter';
import { labelledOptions } from '../common/labelled-options';
import { NewRecordButton } from '../common/new-record-button';
import { SHOWN_BY_SCREEN } from '../common/stop-error';
import { useAdminList } from '../common/use-admin-list';
import { useDeleteRecord } from '../common/use-delete-record';
import { useEditorTarget } from '../common/use-editor-target';
import { useRecordAction } from '../common/use-record-action';
import { useReportTemplateColumns } from './report-template-columns';
import { ReportTemplateDialog } from './report-template-dialog';
import { TemplateVersionsDrawer } from './template-versions-drawer';

const routes = API.reportTemplates;

/** /systemSetting/reportTemplate: the templates printing uses, each with its uploaded versions. */
export function ReportTemplatesPage() {
  const { t } = useTranslation('reportTemplates');
  const labelText = useLabel();
  const list = useAdminList(routes.list);
  const editor = useEditorTarget<'create' | 'edit' | 'versions'>();
  const remove = useDeleteRecord(routes.remove);
  const act = useRecordAction(routes.list.tag);
  const canEdit = useHasPermission('/reportTemplate/edit');
  // The metadata as listed, with the flag flipped: a change made since is refused as stale.
  const toggle = (r: TReportTemplate) => {
    const { version, nameEn, nameCn, nameHk, kind, jobType, enabled, remark } = r;
    const body = { version, nameEn, nameCn, nameHk, kind, jobType, enabled: !enabled, remark };
    return act(
      () => request(routes.update, { params: { id: r.id }, body }, SHOWN_BY_SCREEN),
      t(enabled ? 'disabledDone' : 'enabledDone'),
    );
  };
  const columns = useReportTemplateColumns({
    versions: (r) => editor.open('versions', r.id),
    ...(canEdit ? { edit: (r) => editor.open('edit', r.id), toggle, remove } : {}),
  });
  const { target } = editor;
  return (
    <AdminListPage
      title={t('title')}
      list={list}
      exportRoute={routes.export}
      columns={columns}
      keywordPlaceholder={t('keyword')}
      filters={
        <>
          <Form.Item name="kind">
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              options={labelledOptions(REPORT_TEMPLATE_KINDS, REPORT_TEMPLATE_KIND_LABELS, labelText)}
              placeholder={t('fields.kind')}
              aria-label={t('fields.kind')}
              style={{ width: 200 }}
            />
          </Form.Item>
          <EnabledFilter />
        </>
      }
      toolbar={
        <NewRecordButton permission="/reportTemplate/edit" label={t('new')} onClick={() => editor.open('create')} />
      }
    >
      {target?.mode === 'versions' && <TemplateVersionsDrawer id={target.id!} onClose={editor.close} />}
      {(target?.mode === 'create' || target?.mode === 'edit') && (
        <ReportTemplateDialog id={target.id} onClose={editor.close} />
      )}
    </AdminListPage>
  );
}
