import { API } from '@apex/shared';
import { JOB_TYPES } from '@apex/shared/jobs';
import { CHARGE_CATEGORIES, CHARGE_CATEGORY_LABELS, JOB_TYPE_LABELS } from '@apex/shared/master';
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
import { useChargeCodeColumns } from './charge-code-columns';
import { ChargeCodeDialog } from './charge-code-dialog';
import { useChargeCodeLabel } from './charge-code-labels';

/** /systemSetting/chargeCode: the charge codes charge lines and schemes are made of (spec §3 Charge/cost). */
export function ChargeCodesPage() {
  const { t } = useTranslation('charges');
  const labelText = useLabel();
  const list = useList(API.chargeCodes.list);
  const label = useChargeCodeLabel();
  const editor = useEditorTarget();
  const remove = useDeleteRecord(API.chargeCodes.remove);
  const canEdit = useHasPermission('/chargeCode/edit');
  const columns = useChargeCodeColumns(canEdit ? { edit: (c) => editor.open('edit', c.id), remove } : undefined);
  return (
    <ListPage
      title={labelText('masterData:menus.chargeCodes')}
      list={list}
      exportRoute={API.chargeCodes.export}
      importRoute={API.chargeCodes.import}
      columns={columns}
      keywordPlaceholder={t('codes.keyword')}
      filters={
        <>
          <FilterSelect
            name="category"
            label={label('category')}
            options={labelledOptions(CHARGE_CATEGORIES, CHARGE_CATEGORY_LABELS, labelText)}
          />
          <FilterSelect
            name="jobType"
            label={label('jobTypes')}
            options={labelledOptions(JOB_TYPES, JOB_TYPE_LABELS, labelText)}
            width={140}
          />
          <EnabledFilter />
        </>
      }
      toolbar={
        <NewRecordButton permission="/chargeCode/edit" label={t('codes.new')} onClick={() => editor.open('create')} />
      }
    >
      {editor.target && <ChargeCodeDialog id={editor.target.id} onClose={editor.close} />}
    </ListPage>
  );
}
