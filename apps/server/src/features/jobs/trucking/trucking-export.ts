import { labelIn } from '@apex/shared/labels';
import {
  ENTRUSTMENT_STATES,
  TRUCKING_DIRECTIONS,
  TRUCKING_KINDS,
  type TTruckingRow,
  type ZTruckingExportQuery,
} from '@apex/shared/movement';
import type { z } from 'zod';
import { type ExportColumn, pagesOf, xlsxExport } from '../../../platform/excel/xlsx-export';
import type { FileReader } from '../../../platform/http/locale';
import type { ServiceContext } from '../../../platform/service-context';
import { findTruckingPage } from './trucking-list-queries';
import { scopeOf, type TruckingCaller, toTruckingRow } from './trucking-order-answer';

const moment = (at: string | null) => (at ? new Date(at) : null);

const COLUMNS: readonly ExportColumn<TTruckingRow>[] = [
  { header: 'trucking:fields.truckingNo', width: 18, value: (r) => r.truckingNo },
  { header: 'jobs:columns.jobNo', width: 18, value: (r) => r.jobNo },
  { header: 'jobs:fields.mblNo', width: 18, value: (r) => r.mblNo },
  { header: 'trucking:fields.kind', width: 12, value: (r, l) => labelIn(l, TRUCKING_KINDS[r.kind]) },
  { header: 'trucking:fields.direction', width: 10, value: (r, l) => labelIn(l, TRUCKING_DIRECTIONS[r.direction]) },
  { header: 'trucking:fields.status', width: 14, value: (r, l) => labelIn(l, ENTRUSTMENT_STATES[r.status]) },
  { header: 'trucking:fields.trucker', width: 30, value: (r) => r.truckerName },
  { header: 'trucking:fields.truckingDate', width: 11, value: (r) => r.truckingDate, day: true },
  { header: 'masterData:partyRoles.CONSIGNEE', width: 30, value: (r) => r.consigneeName },
  { header: 'trucking:fields.vehicleType', width: 12, value: (r) => r.vehicleType },
  { header: 'trucking:fields.appointmentNo', width: 14, value: (r) => r.appointmentNo },
  { header: 'trucking:fields.appointmentAt', width: 18, value: (r) => moment(r.appointmentAt) },
  { header: 'trucking:fields.deliveredAt', width: 18, value: (r) => moment(r.deliveredAt) },
  { header: 'jobs:fields.containerNo', width: 30, value: (r) => r.containerNos },
  { header: 'trucking:fields.jobCount', width: 6, value: (r) => r.jobCount },
];

/** The whole filtered list as a workbook, streamed page by page in the list's order. */
export function exportTrucking(
  { db }: ServiceContext,
  who: TruckingCaller,
  query: z.output<typeof ZTruckingExportQuery>,
  { locale, timeZone }: FileReader,
) {
  const scope = scopeOf(who);
  const rows = pagesOf(async (page, pageSize) => {
    const found = await findTruckingPage(db, { ...query, ...scope, timeZone, page, pageSize });
    return { rows: found.rows.map(toTruckingRow) };
  });
  return xlsxExport({
    fileName: `trucking-${scope.officeCode}-${who.jobType}.xlsx`,
    sheet: 'Trucking',
    columns: COLUMNS,
    rows,
    locale,
    timeZone,
  });
}
