import type { TJobType } from '../jobs/job-types';
import type { TLabelKey } from '../labels/keys';

/** The job modes of system code type JOB_MODE (locked, so this list and the dictionary agree). */
export const JOB_MODES = ['FCL', 'LCL', 'BULK', 'CONSOL', 'HBL'] as const;
export type TJobMode = (typeof JOB_MODES)[number];

/** spec §3 Job record's groups, in the order the job card shows them. */
export const JOB_FIELD_GROUPS = [
  'identity',
  'parties',
  'route',
  'people',
  'references',
  'terms',
  'cargo',
  'customs',
] as const;
type TJobFieldGroup = (typeof JOB_FIELD_GROUPS)[number];

interface JobFieldDef {
  group: TJobFieldGroup;
  /** spec §3 Job field config: field names in Chinese and English (the label catalogue). */
  label: TLabelKey;
  /** Only jobs of this type have the field; absent: both. */
  jobType?: TJobType;
  /** spec §5 Job rules: required whatever the configuration says; the switches cannot turn it off. */
  alwaysRequired?: true;
  /** Required on new and on edit in a new database: for these modes, or for every mode. */
  requiredByDefault?: 'all' | readonly TJobMode[];
}

/**
 * The job fields whose requirement is configurable (spec §3 Job field config, §2.8 job field
 * management), keyed by the backend field name: the name of the property in the job's create and
 * update requests. Job no (generated), job type and job mode (chosen before the form opens) and the
 * status and audit fields (set by the system) are not configurable.
 */
export const JOB_FIELDS = {
  jobStatus: { group: 'identity', label: 'jobs:fields.jobStatus' },
  contractType: { group: 'identity', label: 'jobs:fields.contractType' },
  customer: { group: 'parties', label: 'jobs:fields.customer', requiredByDefault: 'all' },
  shipper: { group: 'parties', label: 'masterData:partyRoles.SHIPPER' },
  consignee: { group: 'parties', label: 'masterData:partyRoles.CONSIGNEE' },
  notify: { group: 'parties', label: 'masterData:partyRoles.NOTIFY' },
  salesAgent: { group: 'parties', label: 'masterData:jobPartyRoles.SALES_AGENT', alwaysRequired: true },
  polAgent: { group: 'parties', label: 'masterData:jobPartyRoles.POL_AGENT' },
  overseasAgent: { group: 'parties', label: 'masterData:partyRoles.OVERSEAS_AGENT', alwaysRequired: true },
  carrier: { group: 'parties', label: 'masterData:entities.carrier', requiredByDefault: ['FCL', 'CONSOL', 'BULK'] },
  vessel: { group: 'route', label: 'masterData:columns.vesselName' },
  voyage: { group: 'route', label: 'jobs:fields.voyage' },
  lane: { group: 'route', label: 'jobs:fields.lane' },
  pol: { group: 'route', label: 'jobs:fields.pol', requiredByDefault: 'all' },
  pod: { group: 'route', label: 'jobs:fields.pod', requiredByDefault: 'all' },
  finalDestination: { group: 'route', label: 'jobs:fields.finalDestination' },
  etd: { group: 'route', label: 'jobs:fields.etd', requiredByDefault: 'all' },
  eta: { group: 'route', label: 'jobs:fields.eta' },
  atd: { group: 'route', label: 'jobs:fields.atd' },
  ata: { group: 'route', label: 'jobs:fields.ata' },
  operator: { group: 'people', label: 'jobs:fields.operator', requiredByDefault: 'all' },
  department: { group: 'people', label: 'jobs:fields.department' },
  sales: { group: 'people', label: 'jobs:fields.sales', requiredByDefault: 'all' },
  localSales: { group: 'people', label: 'jobs:fields.localSales' },
  customerService: { group: 'people', label: 'jobs:fields.customerService' },
  salesCompany: { group: 'people', label: 'jobs:fields.salesCompany' },
  operatingCompany: { group: 'people', label: 'jobs:fields.operatingCompany' },
  accountSet: { group: 'people', label: 'jobs:fields.accountSet' },
  mblNo: { group: 'references', label: 'jobs:fields.mblNo' },
  hblNo: { group: 'references', label: 'jobs:fields.hblNo', requiredByDefault: ['HBL'] },
  clientRefNo: { group: 'references', label: 'jobs:fields.clientRefNo' },
  projectNo: { group: 'references', label: 'jobs:fields.projectNo' },
  quotationNo: { group: 'references', label: 'jobs:fields.quotationNo' },
  poNo: { group: 'references', label: 'jobs:fields.poNo' },
  shipOwnerContractNo: { group: 'references', label: 'jobs:fields.shipOwnerContractNo' },
  mblTerms: { group: 'terms', label: 'jobs:fields.mblTerms' },
  hblTerms: { group: 'terms', label: 'jobs:fields.hblTerms' },
  paymentMethod: { group: 'terms', label: 'jobs:fields.paymentMethod' },
  releaseMode: { group: 'terms', label: 'jobs:fields.releaseMode' },
  marks: { group: 'cargo', label: 'jobs:fields.marks' },
  goodsDescription: { group: 'cargo', label: 'jobs:fields.goodsDescription' },
  packages: { group: 'cargo', label: 'jobs:fields.packages', requiredByDefault: ['LCL', 'BULK', 'HBL'] },
  packageType: { group: 'cargo', label: 'jobs:fields.packageType' },
  weightKg: { group: 'cargo', label: 'jobs:fields.weightKg' },
  volumeCbm: {
    group: 'cargo',
    label: 'jobs:fields.volumeCbm',
    requiredByDefault: ['LCL'],
  },
  containerNo: { group: 'cargo', label: 'jobs:fields.containerNo' },
  containerTypeQty: {
    group: 'cargo',
    label: 'jobs:fields.containerTypeQty',
    requiredByDefault: ['FCL'],
  },
  cargoType: { group: 'cargo', label: 'jobs:fields.cargoType' },
  serviceType: { group: 'cargo', label: 'jobs:fields.serviceType' },
  lastFreeDate: { group: 'customs', label: 'jobs:fields.lastFreeDate', jobType: 'OI' },
  arrivalNoticeDate: {
    group: 'customs',
    label: 'jobs:fields.arrivalNoticeDate',
    jobType: 'OI',
  },
  documentTurnoverDate: { group: 'customs', label: 'jobs:fields.documentTurnoverDate', jobType: 'OI' },
  cargoDeliveredDate: { group: 'customs', label: 'jobs:fields.cargoDeliveredDate', jobType: 'OI' },
} as const satisfies Record<string, JobFieldDef>;

export type TJobFieldName = keyof typeof JOB_FIELDS;
export const JOB_FIELD_NAMES = Object.keys(JOB_FIELDS) as TJobFieldName[];

const def = (name: TJobFieldName): JobFieldDef => JOB_FIELDS[name];

/** The configurable fields a job of this type has (import customs dates only on OI). */
export const jobFieldsOf = (jobType: TJobType): TJobFieldName[] =>
  JOB_FIELD_NAMES.filter((name) => (def(name).jobType ?? jobType) === jobType);

export const isAlwaysRequired = (name: TJobFieldName) => def(name).alwaysRequired === true;

/** Whether a new database requires the field for this mode (always-required fields included). */
export function isRequiredByDefault(name: TJobFieldName, jobMode: TJobMode): boolean {
  const by = def(name).requiredByDefault;
  return isAlwaysRequired(name) || by === 'all' || (by?.includes(jobMode) ?? false);
}
