import type { TJobType } from '@apex/shared/jobs';
import type { TShipmentRow } from '@apex/shared/tracking';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLabel } from '../../../i18n/use-label';
import { FilterSelect, flagOptions } from '../../../kit/list/filter-select';
import { ListPage } from '../../../kit/list/list-page';
import { useList } from '../../../kit/list/use-list';
import { PermissionRequest } from '../../access-requests/permission-request';
import { DateRangeFilter } from '../../finance/finance-filters';
import { useHasPermission } from '../../session/permitted';
import { jobDetailPath } from '../card/job-card-paths';
import { jobApi } from '../job-api';
import { JobTypeSwitch } from '../job-type-switch';
import { useJobTypeParam } from '../use-job-type-param';
import { shipmentColumns } from './shipment-columns';
import { useOpenDetailPage } from './use-open-detail-page';

const RANGES = { etas: ['etaFrom', 'etaTo'] } as const;
/** Customer service answers for imports first; the exports are a click away. */
const TYPES: readonly TJobType[] = ['OI', 'OE'];

/**
 * /shipmentList/index (spec §2.5): every shipment of the office with its goods status, the
 * carrier's last and next event and its delay. Opened by a portal with openDetailPage=true and the
 * fields its page sent, it opens the matching job (useOpenDetailPage).
 */
export function ShipmentListPage() {
  const mayView = useHasPermission('/tracking/view');
  const { t } = useTranslation('jobTracking');
  if (!mayView) return <PermissionRequest permission="/tracking/view" note={t('noPermission')} />;
  return <ShipmentList />;
}

function ShipmentList() {
  const { t } = useTranslation('jobTracking');
  const desks = useTranslation('desks').t;
  const labelText = useLabel();
  const navigate = useNavigate();
  const [jobType = 'OI', chooseJobType] = useJobTypeParam(TYPES);
  const list = useList(jobApi(jobType).shipments.list);
  useOpenDetailPage(list, jobType, TYPES, chooseJobType);
  return (
    <ListPage<TShipmentRow>
      title={labelText('reports:menus.shipmentList')}
      list={list}
      columns={shipmentColumns(labelText, t, {
        freeTime: desks('board.freeTime'),
        today: dayjs().format('YYYY-MM-DD'),
      })}
      tableKey="shipmentList"
      keywordPlaceholder={t('shipments.keyword')}
      ranges={RANGES}
      filters={
        <>
          <JobTypeSwitch types={TYPES} value={jobType} onChange={chooseJobType} />
          <FilterSelect
            name="delayed"
            label={t('shipments.delayed')}
            options={flagOptions(t('shipments.delayedOnly'), t('shipments.allShipments'))}
            width={170}
          />
          <FilterSelect
            name="active"
            label={labelText('jobs:fields.jobStatus')}
            options={flagOptions(t('shipments.activeOnly'), t('shipments.allShipments'))}
            width={170}
          />
          <DateRangeFilter name="etas" label={labelText('jobs:columns.eta')} />
        </>
      }
      onRow={(row) => ({ onDoubleClick: () => navigate(jobDetailPath(jobType, row.jobId)) })}
    />
  );
}
