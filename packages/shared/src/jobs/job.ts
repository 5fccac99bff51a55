import { z } from 'zod';
import { addMessageIssue } from '../api/issues';
import { calendarDate, text, ZVersion } from '../api/paging';
import { JOB_MODES } from '../master/job-field-list';
import { ZJobCustomsFacts } from '../movement/customs';
import { INVOICE_STATUS_CODES, JOB_STATUS_CODES } from './job-states';
import { ZJobType } from './job-types';
import { count, quantity } from './quantities';

export const ZJobMode = z.enum(JOB_MODES);

const id = z.number().int().min(1).max(2_147_483_647);

/** A field's request schema (trims, upper-cases, defaults) and the plain shape a job answers with. */
const field = <I extends z.ZodType, O extends z.ZodType>(input: I, output: O) => ({ input, output });

const ref = field(id.nullable().default(null), z.number().int().nullable());
const day = field(calendarDate.nullable().default(null), z.string().nullable());
const words = (max: number) => field(text(max).default(''), z.string());
const codeValue = (max: number) =>
  field(
    z
      .string()
      .trim()
      .max(max)
      .transform((s) => s.toUpperCase())
      .default(''),
    z.string(),
  );
const portCode = field(
  z
    .string()
    .trim()
    .regex(/^([A-Za-z]{2}[A-Za-z0-9]{3})?$/, { message: 'A UN/LOCODE: 2 letters and 3 letters or digits' })
    .transform((s) => s.toUpperCase())
    .default(''),
  z.string(),
);
const amount = field(quantity.default(null), z.string().nullable());

/**
 * The general part of a job (spec §3 Job), as the general tab edits it. Each property is named as
 * in JOB_FIELDS (the job field configuration), so the requirement check reads it by that name.
 * Parties, the carrier and people are ids; ports are UN/LOCODEs; coded values are system codes.
 */
const GENERAL = {
  jobStatus: field(z.enum(JOB_STATUS_CODES).default('OPEN'), z.enum(JOB_STATUS_CODES)),
  contractType: codeValue(20),
  // parties
  customer: ref,
  shipper: ref,
  consignee: ref,
  notify: ref,
  salesAgent: ref,
  polAgent: ref,
  overseasAgent: ref,
  carrier: ref,
  // voyage and route
  vessel: words(100),
  voyage: words(30),
  lane: codeValue(20),
  pol: portCode,
  pod: portCode,
  finalDestination: portCode,
  etd: day,
  eta: day,
  atd: day,
  ata: day,
  // people and companies
  operator: ref,
  department: words(60),
  sales: ref,
  localSales: ref,
  /** Customer service: who answers "where is my cargo" for this job (ETA-slip alerts reach them). */
  customerService: ref,
  salesCompany: words(100),
  operatingCompany: words(100),
  accountSet: words(40),
  // references
  mblNo: codeValue(40),
  hblNo: codeValue(40),
  clientRefNo: words(60),
  projectNo: words(60),
  quotationNo: words(60),
  poNo: words(60),
  shipOwnerContractNo: words(60),
  // terms
  mblTerms: codeValue(10),
  hblTerms: codeValue(10),
  paymentMethod: codeValue(20),
  releaseMode: codeValue(20),
  // cargo
  marks: words(4000),
  goodsDescription: words(4000),
  packages: field(count.nullable().default(null), z.number().int().nullable()),
  packageType: codeValue(20),
  weightKg: amount,
  /** The weight as typed in LB, when it was (issue 16: kept; the KG is derived from it). */
  weightLb: amount,
  volumeCbm: amount,
  /** The volume as typed in CBF, when it was. */
  volumeCbf: amount,
  containerNo: words(200),
  containerTypeQty: words(200),
  cargoType: codeValue(20),
  serviceType: codeValue(20),
  // import dates (ocean import only); the customs dates are the customs entrustments' (ZJobCustomsFacts)
  lastFreeDate: day,
  arrivalNoticeDate: day,
  documentTurnoverDate: day,
  cargoDeliveredDate: day,
};
type General = typeof GENERAL;

/** The general fields of a create or update request. */
export const jobGeneralFields = Object.fromEntries(Object.entries(GENERAL).map(([k, f]) => [k, f.input])) as {
  [K in keyof General]: General[K]['input'];
};
/** The general fields as a job answers with them. */
const jobGeneralValues = Object.fromEntries(Object.entries(GENERAL).map(([k, f]) => [k, f.output])) as {
  [K in keyof General]: General[K]['output'];
};
export const JOB_GENERAL_FIELD_NAMES = Object.keys(GENERAL) as (keyof General)[];
export type TJobGeneralFieldName = keyof General;

/** Arrival cannot come before departure, on the estimates nor on the actual dates. */
function datesInOrder(
  job: { etd: string | null; eta: string | null; atd: string | null; ata: string | null },
  ctx: z.RefinementCtx,
) {
  if (job.etd && job.eta && job.eta < job.etd) addMessageIssue(ctx, ['eta'], 'job.etaBeforeEtd');
  if (job.atd && job.ata && job.ata < job.atd) addMessageIssue(ctx, ['ata'], 'job.ataBeforeAtd');
}

export const ZCreateJobRequest = z
  .object({
    jobMode: ZJobMode,
    ...jobGeneralFields,
    /** spec §5: an ETA before today asks first; the form sends true once the user confirmed. */
    confirmPastEta: z.boolean().default(false),
  })
  .superRefine(datesInOrder);

export const ZUpdateJobRequest = z
  .object({
    version: ZVersion,
    ...jobGeneralFields,
    confirmPastEta: z.boolean().default(false),
  })
  .superRefine(datesInOrder);

/** spec §5: choosing the mode the job already has is refused ("same job mode chosen"). */
export const ZChangeJobModeRequest = z.object({ version: ZVersion, jobMode: ZJobMode });

/** A party as a job shows it: enough to name it and to flag it (spec §6 job screens). */
const ZJobParty = z.object({
  id: z.number().int(),
  code: z.string(),
  nameEn: z.string(),
  nameCn: z.string(),
  blacklisted: z.boolean(),
  blacklistReason: z.string(),
  /** The party's credit limit is exceeded by what it owes (always false until charges exist). */
  overCredit: z.boolean(),
});
export type TJobParty = z.infer<typeof ZJobParty>;

const named = z.object({ code: z.string(), name: z.string() });

/** One job as the job card reads it: the general part with the names of what it refers to. */
export const ZJob = z.object({
  id: z.number().int(),
  jobNo: z.string(),
  jobType: ZJobType,
  jobMode: ZJobMode,
  officeCode: z.string(),
  ...jobGeneralValues,
  /** Kept by the customs entrustments (the customs tab), shown on the general tab, never typed there. */
  ...ZJobCustomsFacts.shape,
  /**
   * The active delivery trucking order whose actual delivery time keeps `cargoDeliveredDate` (issue
   * 19): while there is one, the general tab shows the date read-only; null, it is typed there.
   */
  deliveredBy: z.string().nullable(),
  invoiceStatus: z.enum(INVOICE_STATUS_CODES),
  /** The consolidation this job is an LCL sub-job of (spec §4 master jobs). */
  masterJobId: z.number().int().nullable(),
  /** The parties and the carrier the ids refer to, by field name (customer, shipper, …). */
  parties: z.record(z.string(), ZJobParty),
  carrierName: z.string(),
  /** The ports and the people the codes and ids refer to, by field name. */
  ports: z.record(z.string(), named),
  people: z.record(z.string(), named),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedBy: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type TJob = z.infer<typeof ZJob>;
