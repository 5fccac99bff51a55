import { API } from '@apex/shared';
import { JOB_TYPES } from '@apex/shared/jobs';
import { JOB_TYPE_LABELS } from '@apex/shared/master';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { useHasPermission } from '../../session/permitted';
import { AdminListPage } from '../common/admin-list-page';
import { FilterSelect } from '../common/filter-select';
import { labelledOptions } from '../common/labelled-options';
import { NewRecordButton } from '../common/new-record-button';
import { useAdminList } from '../common/use-admin-list';
import { useDeleteRecord } from '../common/use-delete-record';
import { useEditorTarget } from '../common/use-editor-target';
import { useJobNumberRuleColumns } from './job-number-rule-columns';
import { JobNumberRuleDialog } from './job-number-rule-dialog';
import { usePreviewNumber } from './use-preview';

/** /systemSetting/jobNoRule: how each office numbers its jobs of each type, with a preview of the next number. */
export function JobNumberRulesPage() {
  const { t } = useTranslation('charges');
  const labelText = useLabel();
  const list = useAdminList(API.jobNumberRules.list);
  const editor = useEditorTarget();
  const remove = useDeleteRecord(API.jobNumberRules.remove);
  const preview = usePreviewNumber();
  const canEdit = useHasPermission('/jobNoRule/edit');
  const columns = useJobNumberRuleColumns(
    canEdit ? { preview, edit: (r) => editor.open('edit', r.id), remove } : { preview },
  );
  return (
    <AdminListPage
      title={t('rules.title')}
      list={list}
      exportRoute={API.jobNumberRules.export}
      importRoute={API.jobNumberRules.import}
      columns={columns}
      keywordPlaceholder={t('rules.keyword')}
      filters={
        <FilterSelect
          name="jobType"
          label={t('rules.fields.jobType')}
          options={labelledOptions(JOB_TYPES, JOB_TYPE_LABELS, labelText)}
          width={140}
        />
      }
      toolbar={
        <NewRecordButton permission="/jobNoRule/edit" label={t('rules.new')} onClick={() => editor.open('create')} />
      }
    >
      {editor.target && <JobNumberRuleDialog id={editor.target.id} onClose={editor.close} />}
    </AdminListPage>
  );
}
