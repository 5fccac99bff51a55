import { API } from '@apex/shared';
import { JOB_TYPES } from '@apex/shared/jobs';
import { JOB_TYPE_LABELS } from '@apex/shared/master';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { useEditorTarget } from '../../../kit/form/use-editor-target';
import { labelledOptions } from '../../../kit/labelled-options';
import { FilterSelect } from '../../../kit/list/filter-select';
import { ListPage } from '../../../kit/list/list-page';
import { NewRecordButton } from '../../../kit/list/new-record-button';
import { useDeleteRecord } from '../../../kit/list/use-delete-record';
import { useList } from '../../../kit/list/use-list';
import { useHasPermission } from '../../session/permitted';
import { useJobNumberRuleColumns } from './job-number-rule-columns';
import { JobNumberRuleDialog } from './job-number-rule-dialog';
import { usePreviewNumber } from './use-preview';

/** /systemSetting/jobNoRule: how each office numbers its jobs of each type, with a preview of the next number. */
export function JobNumberRulesPage() {
  const { t } = useTranslation('charges');
  const labelText = useLabel();
  const list = useList(API.jobNumberRules.list);
  const editor = useEditorTarget();
  const remove = useDeleteRecord(API.jobNumberRules.remove);
  const preview = usePreviewNumber();
  const canEdit = useHasPermission('/jobNoRule/edit');
  const columns = useJobNumberRuleColumns(
    canEdit ? { preview, edit: (r) => editor.open('edit', r.id), remove } : { preview },
  );
  return (
    <ListPage
      title={labelText('administration:menus.jobNumberRules')}
      list={list}
      exportRoute={API.jobNumberRules.export}
      importRoute={API.jobNumberRules.import}
      columns={columns}
      keywordPlaceholder={t('rules.keyword')}
      filters={
        <FilterSelect
          name="jobType"
          label={labelText('general:columns.jobType')}
          options={labelledOptions(JOB_TYPES, JOB_TYPE_LABELS, labelText)}
          width={140}
        />
      }
      toolbar={
        <NewRecordButton permission="/jobNoRule/edit" label={t('rules.new')} onClick={() => editor.open('create')} />
      }
    >
      {editor.target && <JobNumberRuleDialog id={editor.target.id} onClose={editor.close} />}
    </ListPage>
  );
}
