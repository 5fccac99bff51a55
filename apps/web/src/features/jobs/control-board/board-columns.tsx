import { localTime } from '@apex/shared/format';
import type { TControlBoardRow } from '@apex/shared/movement';
import { Flex } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { LabelText } from '../../../i18n/use-label';
import { ContainerClockTags } from './clock-tag';
import { FreeTimeTag } from './free-time-tag';

interface BoardTexts {
  labelText: LabelText;
  reached: string;
  freeTime: string;
  containers: string;
}

/** The stage's jobs: who and where, when they reached the stage, and the free time of each container. */
export function boardColumns({ labelText, reached, freeTime, containers }: BoardTexts, today: string) {
  const columns: ColumnsType<TControlBoardRow> = [
    { key: 'jobNo', dataIndex: 'jobNo', title: labelText('jobs:columns.jobNo'), width: 150 },
    {
      key: 'freeDateDue',
      title: freeTime,
      width: 190,
      render: (_, r) => <FreeTimeTag date={r.freeDateDue} today={today} />,
    },
    {
      key: 'containers',
      title: containers,
      width: 360,
      render: (_, r) => (
        <Flex vertical gap={2}>
          {r.containers.map((c) => {
            const prefix = `${c.containerNo || c.containerType}${c.ownDate ? '' : '*'}`;
            // issue 20: a container with a free-time clock shows its clocks, else its last free date.
            return c.clocks.demurrage || c.clocks.detention ? (
              <ContainerClockTags key={c.lineNo} clocks={c.clocks} prefix={prefix} />
            ) : (
              <FreeTimeTag key={c.lineNo} date={c.lastFreeDate} today={today} prefix={prefix} />
            );
          })}
        </Flex>
      ),
    },
    {
      key: 'stageAt',
      title: reached,
      width: 130,
      render: (_, r) => (r.stageAt && r.stageAt.length > 10 ? localTime(r.stageAt, 'YYYY-MM-DD HH:mm') : r.stageAt),
    },
    {
      key: 'consigneeName',
      dataIndex: 'consigneeName',
      title: labelText('masterData:partyRoles.CONSIGNEE'),
      width: 200,
    },
    { key: 'mblNo', dataIndex: 'mblNo', title: labelText('jobs:fields.mblNo'), width: 150 },
    { key: 'pod', dataIndex: 'pod', title: labelText('jobs:columns.pod'), width: 80 },
    { key: 'eta', dataIndex: 'eta', title: labelText('jobs:columns.eta'), width: 100 },
    { key: 'jobMode', dataIndex: 'jobMode', title: labelText('jobs:columns.jobMode'), width: 80 },
    { key: 'operatorName', dataIndex: 'operatorName', title: labelText('jobs:fields.operator'), width: 120 },
  ];
  return columns;
}
