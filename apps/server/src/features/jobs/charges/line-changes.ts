import { ENTITY_NAMES } from '@apex/shared';
import { INVOICE_STATES, type TCompanyType } from '@apex/shared/finance';
import { compareDecimals } from '@apex/shared/format';
import { labelTexts } from '@apex/shared/labels';
import { OTHER_SERVICE_KINDS, type TOtherServiceKind } from '@apex/shared/movement';
import { AppError, unknownReference } from '../../../platform/http/app-error';
import type { JobRow } from '../access/queries';
import type { ChargeLineWithNames } from './charge-queries';
import type { LineInput } from './line-figures';

/** A line of the request at its place (0, 1, …). */
interface IndexedLine {
  index: number;
  line: LineInput;
}

/** A saved line the request names, at its place in the request. */
interface SavedAt {
  index: number;
  saved: ChargeLineWithNames;
}

/** What a save of the whole grid does to each line. */
export interface LinePlan {
  added: IndexedLine[];
  changed: (IndexedLine & SavedAt)[];
  /** Sent back as saved: at most moved to another place. */
  kept: SavedAt[];
  deleted: ChargeLineWithNames[];
}

const sameDecimal = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : compareDecimals(a, b) === 0;

/**
 * "Unchanged" (docs/decisions.md, issue 17): every field the grid sends equals the saved one. The
 * price of a converted line is worked out, so its source price is compared instead.
 */
export function isUnchanged({ line: s, chargeCode }: ChargeLineWithNames, line: LineInput): boolean {
  const sourceCurrency = line.sourceCurrency ?? line.currency;
  const converted = sourceCurrency !== line.currency;
  return (
    chargeCode === line.chargeCode &&
    s.sourceCurrency === sourceCurrency &&
    (converted ? sameDecimal(s.sourcePrice, line.sourcePrice) : sameDecimal(s.price, line.price)) &&
    sameDecimal(s.num, line.num) &&
    sameDecimal(s.taxRate, line.taxRate) &&
    (
      [
        'side',
        'hblId',
        'displayName',
        'partyId',
        'invoiceTitle',
        'currency',
        'ppCc',
        'unit',
        'dueDate',
        'agingBeginDate',
        'taxType',
        'branchCompanyId',
        'taxInclusive',
        'notTaxInvoiced',
        'autoInverted',
        'vendorInvoiceNo',
      ] as const
    ).every((key) => s[key] === line[key])
  );
}

/**
 * Sorts the request's lines against the saved ones by id: new, changed, kept, and the saved lines
 * it leaves out (deleted). An id that names no saved line of the job, or one named twice, is refused.
 */
export function planLines(saved: ChargeLineWithNames[], lines: LineInput[]): LinePlan {
  const byId = new Map(saved.map((s) => [s.line.id, s]));
  const named = new Set<number>();
  const plan: LinePlan = { added: [], changed: [], kept: [], deleted: [] };
  for (const [index, line] of lines.entries()) {
    if (line.id === undefined) {
      plan.added.push({ index, line });
      continue;
    }
    const before = byId.get(line.id);
    if (!before || named.has(line.id))
      throw unknownReference(`body.lines[${index}].id`, ENTITY_NAMES.chargeLine, String(line.id));
    named.add(line.id);
    if (isUnchanged(before, line)) plan.kept.push({ index, saved: before });
    else plan.changed.push({ index, line, saved: before });
  }
  plan.deleted = saved.filter((s) => !named.has(s.line.id));
  return plan;
}

/**
 * Whether the caller may change or delete a saved line (line `n` of the grid): spec §6, only its
 * own company type operates it; spec §8, not once it is on an invoice (any state: a draft holds it
 * too); not once finance checked it.
 */
function assertLineOperable({ line, invoiceNo }: ChargeLineWithNames, n: number, callerType: TCompanyType) {
  if (line.companyType !== callerType)
    throw new AppError(409, 'charge.otherCompanyType', { lineType: line.companyType, callerType });
  if (line.invoiceId !== null)
    throw new AppError(409, 'charge.hasInvoice', {
      n,
      invoiceNo: invoiceNo || labelTexts(INVOICE_STATES.DRAFT),
    });
  if (line.checkStatus === 'CHECKED') throw new AppError(409, 'charge.checkedLocked', { n });
}

/** The saved lines a save changes or deletes, each with its number in the grid. */
const touchedLines = (plan: LinePlan) => [
  ...plan.changed.map(({ index, saved }) => ({ n: index + 1, saved })),
  ...plan.deleted.map((saved) => ({ n: saved.line.lineNo, saved })),
];

/**
 * The grid's save leaves an other service's cost line as it is (docs/decisions.md, issue 19): the
 * line follows its service, so it is changed or deleted there, never on the grid.
 */
export function refuseServiceLines(plan: LinePlan) {
  const fromService = touchedLines(plan).find(({ saved }) => saved.otherServiceKind !== null);
  if (fromService)
    throw new AppError(409, 'charge.fromOtherService', {
      n: fromService.n,
      service: labelTexts(OTHER_SERVICE_KINDS[fromService.saved.otherServiceKind as TOtherServiceKind]),
    });
}

/** The locks of a save, checked before anything is written: a reviewed job's lines stay as they are. */
export function checkLineLocks(job: Pick<JobRow, 'reviewStatus'>, plan: LinePlan, callerType: TCompanyType) {
  const touched = touchedLines(plan);
  if (job.reviewStatus === 'REVIEWED' && (plan.added.length > 0 || touched.length > 0))
    throw new AppError(409, 'charge.reviewedLocked');
  for (const { n, saved } of touched) assertLineOperable(saved, n, callerType);
}
