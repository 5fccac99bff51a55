import type { TPartyRole } from '../master/parties';
import type { TJobGeneralFieldName } from './job';

/**
 * What the general fields refer to, for the server's reference checks and the form's pickers alike:
 * the role a party usually plays in each party field (spec §3 Job parties; the picker ranks and
 * marks parties with it, any party may be chosen), the users, the
 * ports, and the data-dictionary type of each coded field.
 */
export const JOB_PARTY_FIELDS = {
  customer: 'CUSTOMER',
  shipper: 'SHIPPER',
  consignee: 'CONSIGNEE',
  notify: 'NOTIFY',
  salesAgent: 'SALES_AGENT',
  polAgent: 'OVERSEAS_AGENT',
  overseasAgent: 'OVERSEAS_AGENT',
} as const satisfies Partial<Record<TJobGeneralFieldName, TPartyRole>>;

export const JOB_USER_FIELDS = [
  'operator',
  'sales',
  'localSales',
  'customerService',
] as const satisfies readonly TJobGeneralFieldName[];
export const JOB_PORT_FIELDS = ['pol', 'pod', 'finalDestination'] as const satisfies readonly TJobGeneralFieldName[];

export const JOB_CODE_FIELDS = {
  lane: 'LANE',
  mblTerms: 'FREIGHT_TERM',
  hblTerms: 'FREIGHT_TERM',
  paymentMethod: 'PAYMENT_METHOD',
  releaseMode: 'RELEASE_MODE',
  packageType: 'PACKAGE_TYPE',
  cargoType: 'CARGO_TYPE',
  serviceType: 'SERVICE_TYPE',
} as const satisfies Partial<Record<TJobGeneralFieldName, string>>;
