import {
  JOB_CODE_FIELDS,
  JOB_PARTY_FIELDS,
  JOB_PORT_FIELDS,
  JOB_USER_FIELDS,
  type TJobGeneralFieldName,
} from '@apex/shared/jobs';
import type { TPartyRole } from '@apex/shared/master';

/** The general fields held as ids, and the column each is stored in (the others share their name). */
const ID_COLUMNS = {
  customer: 'customerId',
  shipper: 'shipperId',
  consignee: 'consigneeId',
  notify: 'notifyId',
  salesAgent: 'salesAgentId',
  polAgent: 'polAgentId',
  overseasAgent: 'overseasAgentId',
  carrier: 'carrierId',
  operator: 'operatorId',
  sales: 'salesId',
  localSales: 'localSalesId',
  customerService: 'customerServiceId',
} as const satisfies Partial<Record<TJobGeneralFieldName, string>>;
type IdField = keyof typeof ID_COLUMNS;

/** The party fields and the role a party usually plays in each (spec §3 Job parties), which pickers rank first. */
export const PARTY_FIELDS = JOB_PARTY_FIELDS satisfies Partial<Record<IdField, TPartyRole>>;
export type PartyField = keyof typeof PARTY_FIELDS;

export const USER_FIELDS = JOB_USER_FIELDS satisfies readonly IdField[];
export const PORT_FIELDS = JOB_PORT_FIELDS;

/** The coded fields and the data-dictionary type their codes come from. */
export const CODE_FIELDS = JOB_CODE_FIELDS;

type Renamed<T> = { [K in keyof T as K extends IdField ? (typeof ID_COLUMNS)[K] : K]: T[K] };

/** Request field names → column names. */
export function toColumns<T extends Record<string, unknown>>(values: T): Renamed<T> {
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [(ID_COLUMNS as Record<string, string>)[k] ?? k, v]),
  ) as Renamed<T>;
}

const FIELD_OF_COLUMN = new Map<string, string>(Object.entries(ID_COLUMNS).map(([field, column]) => [column, field]));

/** Column names → request field names (the way back). */
export function fromColumns(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [FIELD_OF_COLUMN.get(k) ?? k, v]));
}
