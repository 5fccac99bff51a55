import type { TLabelKey } from '@apex/shared/i18n';

/** A rail entrust's fields as the label catalogue names them (spec §3 Rail entrust). */
export const RAIL_FIELDS = {
  entrustNo: 'rail:fields.entrustNo',
  status: 'trucking:fields.status',
  carrier: 'rail:fields.carrier',
  consignee: 'masterData:partyRoles.CONSIGNEE',
  weightKg: 'jobs:fields.weightKg',
  packages: 'rail:fields.num',
  trainPol: 'rail:fields.trainPol',
  trainPod: 'rail:fields.trainPod',
  containerBelong: 'rail:fields.containerBelong',
  entrustDate: 'rail:fields.entrustDate',
  departureDate: 'rail:fields.departureDate',
  arrivalDate: 'rail:fields.arrivalDate',
  containerNos: 'jobs:fields.containerNo',
  remark: 'general:columns.remark',
} as const satisfies Record<string, TLabelKey>;
export type RailField = keyof typeof RAIL_FIELDS;
