import { localTime } from '@apex/shared/format';
import type { TLabelKey } from '@apex/shared/i18n';
import { GOODS_STATUS_LABELS, type TGoodsStatusCode, type TShipmentRow } from '@apex/shared/tracking';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { LabelText } from '../../../i18n/use-label';
import { FreeTimeTag } from '../control-board/free-time-tag';

type ShipmentEvent = NonNullable<TShipmentRow['lastEvent']>;
const NOWRAP = { style: { whiteSpace: 'nowrap' } } as const;

/** A carrier event in a cell: what, when, where. */
function EventCell({ event, labelText }: { event: ShipmentEvent | null; labelText: LabelText }) {
  if (!event) return null;
  const what = labelText(`tracking:events.${event.eventType}.${event.eventCode}` as TLabelKey);
  const kind = event.classifier === 'ACT' ? '' : ` (${labelText(`tracking:classifiers.${event.classifier}`)})`;
  return (
    <span>
      {what}
      {kind} · {localTime(event.at, 'YYYY-MM-DD HH:mm')} {event.place}
    </span>
  );
}

/**
 * The shipment list's columns: the shipment, where it is by the goods status and by the carrier,
 * and when its containers' free time ends (`freeTime` is that column's title).
 */
export function shipmentColumns(
  labelText: LabelText,
  t: TFunction<'jobTracking'>,
  { freeTime, today }: { freeTime: string; today: string },
): ColumnsType<TShipmentRow> {
  return [
    {
      key: 'jobNo',
      dataIndex: 'jobNo',
      title: labelText('jobs:columns.jobNo'),
      width: 150,
      sorter: true,
      onCell: () => NOWRAP,
    },
    {
      key: 'customerName',
      dataIndex: 'customerName',
      title: labelText('jobs:fields.customer'),
      width: 180,
      ellipsis: true,
    },
    { key: 'mblNo', dataIndex: 'mblNo', title: labelText('jobs:fields.mblNo'), width: 140 },
    { key: 'pod', dataIndex: 'pod', title: labelText('jobs:fields.pod'), width: 80, ellipsis: true },
    {
      key: 'eta',
      title: labelText('jobs:columns.eta'),
      width: 150,
      sorter: true,
      render: (_, r) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {r.eta} {r.delayDays !== null && <Tag color="red">{t('shipments.delay', { days: r.delayDays })}</Tag>}
        </span>
      ),
    },
    {
      key: 'freeDateDue',
      title: freeTime,
      width: 190,
      render: (_, r) => <FreeTimeTag date={r.freeDateDue} today={today} />,
    },
    {
      key: 'goodsStatus',
      title: labelText('jobs:menus.goodsStatus'),
      width: 190,
      render: (_, r) =>
        r.goodsStatus &&
        `${labelText(GOODS_STATUS_LABELS[r.goodsStatus.step as TGoodsStatusCode])} · ${localTime(r.goodsStatus.at, 'YYYY-MM-DD')}`,
    },
    {
      key: 'lastEvent',
      title: t('shipments.lastEvent'),
      width: 240,
      render: (_, r) => <EventCell event={r.lastEvent} labelText={labelText} />,
    },
    {
      key: 'nextEvent',
      title: t('shipments.nextEvent'),
      width: 240,
      render: (_, r) => <EventCell event={r.nextEvent} labelText={labelText} />,
    },
    { key: 'hblNo', dataIndex: 'hblNo', title: labelText('jobs:fields.hblNo'), width: 130 },
    {
      key: 'vessel',
      title: t('events.vessel'),
      width: 170,
      ellipsis: true,
      render: (_, r) => [r.vessel, r.voyage].filter(Boolean).join(' / '),
    },
    { key: 'pol', dataIndex: 'pol', title: labelText('jobs:fields.pol'), width: 80, ellipsis: true },
    { key: 'etd', dataIndex: 'etd', title: labelText('jobs:columns.etd'), width: 110, sorter: true },
  ];
}
