import { codeCell, withCodeCells } from '../files/code-cells';
import { JOB_TYPE_LABELS } from './charge-vocabulary';
import { JOB_TYPES } from './job-field-list';
import { DATE_PATTERNS, RESET_PERIODS } from './job-number-format';
import { ZCreateJobNumberRuleRequest } from './job-number-rules';

/**
 * A row of the job-number rules' Excel template: the job type by code or by name in any of the
 * three languages; the date part and the restart period by their codes, whatever the case.
 */
export const ZJobNumberRuleImportRow = withCodeCells(ZCreateJobNumberRuleRequest, {
  jobType: codeCell(JOB_TYPES, JOB_TYPE_LABELS),
  datePattern: codeCell(DATE_PATTERNS.filter(Boolean)),
  resetPeriod: codeCell(RESET_PERIODS),
});
