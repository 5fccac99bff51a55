import { API } from '@apex/shared';
import { REPORT_TEMPLATE_KIND_LABELS, REPORT_TEMPLATE_KINDS, type TReportTemplate } from '@apex/shared/master';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { useEditorTarget } from '../../../kit/form/use-editor-target';
import { labelledOptions } from '../../../kit/labelled-options';
import { EnabledFilter } from '../../../kit/list/enabled-filter';
import { ListPage } from '../../../kit/list/list-page';
import { NewRecordButton } from '../../../kit/list/new-record-button';
import { useDeleteRecord } from '../../../kit/list/use-delete-record';
import { useList } from '../../../kit/list/use-list';
import { useRecordAction } from '../../../kit/list/use-record-action';
import { useHasPermission } from '../../session/permitted';
import { useReportTemplateColumns } from './report-template-columns';
import { ReportTemplateDialog } from './report-template-dialog';
import { TEMPLATE_LABELS } from './report-template-labels';
import { TemplatePlaceholdersButton } from './template-placeholders';
import { TemplateVersionsDrawer } from './template-versions-drawer';

const routes = API.reportTemplates;

/** /systemSetting/reportTemplate: the templates printing uses, each with its uploaded versions. */
export function ReportTemplatesPage() {
  const { t } = useTranslation('reportTemplates');
  const { t: ta } = useTranslation('admin');
  const labelText = useLabel();
  const list = useList(routes.list);
  const editor = useEditorTarget<'create' | 'edit' | 'versions'>();
  const remove = useDeleteRecord(routes.remove);
  const act = useRecordAction(routes.list.tag);
  const canEdit = useHasPermission('/reportTemplate/edit');
  // The metadata as listed, with the flag flipped: a change made since is refused as stale.
  const toggle = (r: TReportTemplate) => {
    const { version, nameEn, nameCn, nameHk, kind, jobType, enabled, remark } = r;
    const body = { version, nameEn, nameCn, nameHk, kind, jobType, enabled: !enabled, remark };
    return act(
      () => request(routes.update, { params: { id: r.id }, body }, { isStopError: true }),
      t(enabled ? 'disabledDone' : 'enabledDone'),
    );
  };
  const columns = useReportTemplateColumns({
    versions: (r) => editor.open('versions', r.id),
    ...(canEdit ? { edit: (r) => editor.open('edit', r.id), toggle, remove } : {}),
  });
  const { target } = editor;
  return (
    <ListPage
      title={t('title')}
      list={list}
      exportRoute={routes.export}
      columns={columns}
      keywordPlaceholder={ta('list.codeOrName')}
      filters={
        <>
          <Form.Item name="kind">
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              options={labelledOptions(REPORT_TEMPLATE_KINDS, REPORT_TEMPLATE_KIND_LABELS, labelText)}
              placeholder={labelText(TEMPLATE_LABELS.kind)}
              aria-label={labelText(TEMPLATE_LABELS.kind)}
              style={{ width: 200 }}
            />
          </Form.Item>
          <EnabledFilter />
        </>
      }
      toolbar={
        <>
          <TemplatePlaceholdersButton />
          <NewRecordButton permission="/reportTemplate/edit" label={t('new')} onClick={() => editor.open('create')} />
        </>
      }
    >
      {target?.mode === 'versions' && <TemplateVersionsDrawer id={target.id!} onClose={editor.close} />}
      {(target?.mode === 'create' || target?.mode === 'edit') && (
        <ReportTemplateDialog id={target.id} onClose={editor.close} />
      )}
    </ListPage>
  );
}
