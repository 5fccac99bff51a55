import { type THblListRow, type TJobType, type TSplitPart, ZSplitPart } from '@apex/shared/jobs';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { jobApi } from '../job-api';
import { SplitPartsModal } from './split-parts-modal';

const blankPart = (): TSplitPart => ({ hblNo: '', packages: null, weightKg: null, volumeCbm: null });

/** Splits one HB/L into parts, each under its own HBL No; the first part keeps the bill's row. */
export function SplitDialog({
  jobType,
  hbl,
  onClose,
}: {
  jobType: TJobType;
  hbl: THblListRow;
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation('bills');
  return (
    <SplitPartsModal
      title={t('split.title', { hblNo: hbl.hblNo })}
      whole={hbl}
      initialParts={[{ ...blankPart(), hblNo: hbl.hblNo }, blankPart()]}
      blankPart={blankPart}
      schema={ZSplitPart.array().min(2)}
      invalidText={t('split.partsInvalid')}
      doneText={t('split.done')}
      send={(parts) =>
        call(jobApi(jobType).bills.splitHbl, {
          params: { id: hbl.jobId, hblId: hbl.id },
          body: { version: hbl.version, parts },
        })
      }
      onClose={onClose}
      before={(field) => (
        <Form.Item name={[field.name, 'hblNo']} rules={[{ required: true, message: t('split.hblNoRequired') }]}>
          <Input placeholder={t('hbl.fields.hblNo')} style={{ width: 150 }} />
        </Form.Item>
      )}
    />
  );
}
