import { API } from '@apex/shared';
import { JOB_TYPES } from '@apex/shared/jobs';
import { JOB_TYPE_LABELS } from '@apex/shared/master';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { useEditorTarget } from '../../../kit/form/use-editor-target';
import { labelledOptions } from '../../../kit/labelled-options';
import { EnabledFilter } from '../../../kit/list/enabled-filter';
import { FilterSelect } from '../../../kit/list/filter-select';
import { ListPage } from '../../../kit/list/list-page';
import { NewRecordButton } from '../../../kit/list/new-record-button';
import { useDeleteRecord } from '../../../kit/list/use-delete-record';
import { useList } from '../../../kit/list/use-list';
import { useHasPermission } from '../../session/permitted';
import { useChargeSchemeColumns } from './charge-scheme-columns';
import { ChargeSchemeDialog } from './charge-scheme-dialog';
import { SCHEME_LABELS } from './charge-scheme-labels';

/** /systemSetting/chargeSchemeList: templates of charge lines a job of one type can be given at once (spec §2.5). */
export function ChargeSchemesPage() {
  const { t } = useTranslation('charges');
  const labelText = useLabel();
  const list = useList(API.chargeSchemes.list);
  const editor = useEditorTarget();
  const remove = useDeleteRecord(API.chargeSchemes.remove);
  const canEdit = useHasPermission('/chargeScheme/edit');
  const columns = useChargeSchemeColumns(canEdit ? { edit: (s) => editor.open('edit', s.id), remove } : undefined);
  return (
    <ListPage
      title={labelText('masterData:menus.chargeSchemes')}
      list={list}
      exportRoute={API.chargeSchemes.export}
      importRoute={API.chargeSchemes.import}
      columns={columns}
      keywordPlaceholder={t('schemes.keyword')}
      filters={
        <>
          <FilterSelect
            name="jobType"
            label={labelText(SCHEME_LABELS.jobType)}
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
    </ListPage>
  );
}
