import type { TLocale } from '@apex/shared';
import { HEADERS } from '../../platform/excel/export-columns';
import { type ExportColumn, xlsxExport } from '../../platform/excel/xlsx-export';
import type { ServiceContext } from '../../platform/service-context';
import { operLogBatches } from './oper-log';
import type { OperLogFilter, OperLogRow } from './queries';

const COLUMNS: readonly ExportColumn<OperLogRow>[] = [
  { header: { en_US: 'Time (UTC)', zh_CN: '时间（UTC）', zh_HK: '時間（UTC）' }, width: 20, value: (r) => r.at },
  { header: { en_US: 'User', zh_CN: '用户', zh_HK: '用戶' }, width: 14, value: (r) => r.account },
  { header: HEADERS.office, width: 8, value: (r) => r.officeCode },
  { header: { en_US: 'Action', zh_CN: '操作', zh_HK: '操作' }, width: 22, value: (r) => r.action },
  { header: { en_US: 'Record type', zh_CN: '记录类型', zh_HK: '記錄類型' }, width: 14, value: (r) => r.entity },
  { header: { en_US: 'Record id', zh_CN: '记录编号', zh_HK: '記錄編號' }, width: 12, value: (r) => r.entityId },
  { header: { en_US: 'IP address', zh_CN: 'IP 地址', zh_HK: 'IP 地址' }, width: 16, value: (r) => r.ip },
  { header: { en_US: 'Request id', zh_CN: '请求编号', zh_HK: '請求編號' }, width: 20, value: (r) => r.requestId },
  {
    header: { en_US: 'Detail', zh_CN: '详情', zh_HK: '詳情' },
    width: 80,
    value: (r) => (r.detail === null ? '' : JSON.stringify(r.detail)),
  },
];

/** The operation log as a workbook: the list's filters, newest first, read by keyset. */
export const exportOperLog = ({ db }: ServiceContext, filter: OperLogFilter, locale: TLocale) =>
  xlsxExport({
    fileName: 'operation-log.xlsx',
    sheet: 'Operation log',
    columns: COLUMNS,
    rows: operLogBatches(db, filter),
    locale,
  });
