import type { TJobType } from '@apex/shared/jobs';
import { DatePicker, Form, Input, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { ListQueryForm } from '../../../kit/list/list-query-form';
import type { ListQueryControls } from '../../../kit/list/use-list';
import { useCodeOptions } from '../bills/use-code-options';

interface HblListQueryProps {
  list: ListQueryControls;
  jobTypes: readonly TJobType[];
  jobType: TJobType;
  onJobType: (jobType: TJobType) => void;
}

/** The ETA range's two query fields. */
const RANGES = { eta: ['etaFrom', 'etaTo'] } as const;

/** The HB/L list's query form: numbers, consignee, release mode, an ETA range; export or import HB/Ls. */
export function HblListQuery({ list, jobTypes, jobType, onJobType }: HblListQueryProps) {
  const { t } = useTranslation('bills');
  const labelText = useLabel();
  const releaseModes = useCodeOptions('RELEASE_MODE');
  return (
    <ListQueryForm list={list} size="small" ranges={RANGES}>
      {jobTypes.length > 1 && (
        <Form.Item>
          <Segmented<TJobType>
            size="small"
            value={jobType}
            onChange={onJobType}
            options={jobTypes.map((value) => ({ value, label: t(`list.jobTypes.${value}`) }))}
          />
        </Form.Item>
      )}
      <Form.Item name="hblNo" label={t('hbl.fields.hblNo')}>
        <Input allowClear style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="jobNo" label={t('hbl.jobNo')}>
        <Input allowClear style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="consignee" label={labelText('masterData:partyRoles.CONSIGNEE')}>
        <Input allowClear style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="releaseMode" label={t('hbl.fields.releaseMode')}>
        <Select allowClear options={releaseModes} style={{ width: 170 }} />
      </Form.Item>
      <Form.Item name="eta" label="ETA">
        <DatePicker.RangePicker style={{ width: 230 }} />
      </Form.Item>
    </ListQueryForm>
  );
}
