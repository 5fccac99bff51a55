import { DOC_STATUSES, type TDocStatus } from '@apex/shared/doc-records';
import { Tag } from 'antd';
import { useLabel } from '../../i18n/use-label';

/** Where the paper is: grey before it comes, blue in the office, orange while out, green once surrendered. */
const COLOURS: Record<TDocStatus, string> = {
  NOT_RECEIVED: 'default',
  RECEIVED: 'blue',
  SENT: 'orange',
  RETURNED: 'cyan',
  SURRENDERED: 'green',
};

export function DocStatusTag({ status }: { status: TDocStatus }) {
  const label = useLabel();
  return <Tag color={COLOURS[status]}>{label(DOC_STATUSES[status])}</Tag>;
}
