import type { TDocRecord } from '@apex/shared/doc-records';
import { Descriptions } from 'antd';
import { useLabel } from '../../i18n/use-label';

/** spec §2.8 doc management "job info": the job and bill the paper belongs to, its voyage and parties. */
export function DocJobInfo({ record }: { record: TDocRecord }) {
  const label = useLabel();
  const { job } = record;
  const items = [
    { key: 'jobNo', label: label('jobs:columns.jobNo'), children: record.jobNo },
    { key: 'mblNo', label: label('jobs:fields.mblNo'), children: record.mblNo },
    { key: 'hblNo', label: label('jobs:fields.hblNo'), children: record.hblNo },
    { key: 'vessel', label: label('masterData:entities.vessel'), children: job.vessel },
    { key: 'voyage', label: label('jobs:fields.voyage'), children: job.voyage },
    { key: 'pol', label: label('jobs:columns.pol'), children: job.pol },
    { key: 'pod', label: label('jobs:columns.pod'), children: job.pod },
    { key: 'etd', label: label('jobs:columns.etd'), children: job.etd },
    { key: 'eta', label: label('jobs:columns.eta'), children: job.eta },
    { key: 'shipper', label: label('masterData:partyRoles.SHIPPER'), children: job.shipper },
    { key: 'consignee', label: label('masterData:partyRoles.CONSIGNEE'), children: job.consignee },
  ];
  return <Descriptions size="small" column={4} items={items} />;
}
