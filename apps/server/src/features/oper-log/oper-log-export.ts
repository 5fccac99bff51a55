import type { TLocale } from '@apex/shared';
import { LABELS } from '@apex/shared/labels';

import { type ExportColumn, xlsxExport } from '../../platform/excel/xlsx-export';
import type { FileReader } from '../../platform/http/locale';
import type { ServiceContext } from '../../platform/service-context';
import { operLogBatches } from './oper-log';
import type { OperLogFilter, OperLogRow } from './queries';

/** An action in words; an action no longer written (an old row) keeps its code. */
function actionWords(action: string, locale: TLocale): string {
  const words: Record<string, Record<string, string> | undefined> = LABELS[locale].administration.operLogActions;
  const [record = '', verb = ''] = action.split('.');
  return words[record]?.[verb] ?? action;
}

const COLUMNS: readonly ExportColumn<OperLogRow>[] = [
  { header: 'administration:columns.time', width: 20, value: (r) => r.at },
  { header: 'administration:entities.user', width: 14, value: (r) => r.account },
  { header: 'administration:entities.office', width: 8, value: (r) => r.officeCode },
  { header: 'administration:columns.action', width: 30, value: (r, locale) => actionWords(r.action, locale) },
  { header: 'administration:columns.recordKey', width: 18, value: (r) => r.recordKey },
  { header: 'administration:columns.recordType', width: 14, value: (r) => r.entity },
  { header: 'administration:columns.recordId', width: 12, value: (r) => r.entityId },
  { header: 'administration:columns.ipAddress', width: 16, value: (r) => r.ip },
  { header: 'administration:columns.requestId', width: 20, value: (r) => r.requestId },
  {
    header: 'administration:columns.detail',
    width: 80,
    value: (r) => (r.detail === null ? '' : JSON.stringify(r.detail)),
  },
];

/** The operation log as a workbook: the list's filters, newest first, read by keyset. */
export const exportOperLog = ({ db }: ServiceContext, filter: OperLogFilter, { locale, timeZone }: FileReader) =>
  xlsxExport({
    fileName: 'operation-log.xlsx',
    sheet: 'Operation log',
    columns: COLUMNS,
    rows: operLogBatches(db, filter),
    locale,
    timeZone,
  });
