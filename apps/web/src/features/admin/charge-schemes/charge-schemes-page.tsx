import { API } from '@apex/shared';
import { JOB_TYPES } from '@apex/shared/jobs';
import { JOB_TYPE_LABELS } from '@apex/shared/master';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { useHasPermission } from '../../session/permitted';
import { AdminListPage } from '../common/admin-list-page';
import { EnabledFilter } from '../common/enabled-filter';
import { FilterSelect } from '../common/filter-select';
import { labelledOptions } from '../common/labelled-options';
import { NewRecordButton } from '../common/new-record-button';
import { useAdminList } from '../common/use-admin-list';
import { useDeleteRecord } from '../common/use-delete-record';
import { useEditorTarget } from '../common/use-editor-target';
import { useChargeSchemeColumns } from './charge-scheme-columns';
import { ChargeSchemeDialog } from './charge-scheme-dialog';

/** /systemSetting/chargeSchemeList: templates of charge lines a job of one type can be given at once (spec §2.5). */
export function ChargeSchemesPage() {
  const { t } = useTranslation('charges');
  const labelText = useLabel();
  const list = useAdminList(API.chargeSchemes.list);
  const editor = useEditorTarget();
  const remove = useDeleteRecord(API.chargeSchemes.remove);
  const canEdit = useHasPermission('/chargeScheme/edit');
  const columns = useChargeSchemeColumns(canEdit ? { edit: (s) => editor.open('edit', s.id), remove } : undefined);
  return (
    <AdminListPage
      title={t('schemes.title')}
      list={list}
      exportRoute={API.chargeSchemes.export}
      importRoute={API.chargeSchemes.import}
      columns={columns}
      keywordPlaceholder={t('schemes.keyword')}
      filters={
        <>
          <FilterSelect
            name="jobType"
            label={t('schemes.fields.jobType')}
            options={labelledOptions(JOB_TYPES, JOB_TYPE_LABELS, labelText)}
            width={140}
          />
          <EnabledFilter />
        </>
      }
      toolbar={
        <NewRecordButton
          permission="/chargeScheme/edit"
          label={t('schemes.new')}
          onClick={() => editor.open('create')}
        />
      }
    >
      {editor.target && <ChargeSchemeDialog id={editor.target.id} onClose={editor.close} />}
    </AdminListPage>
  );
}
