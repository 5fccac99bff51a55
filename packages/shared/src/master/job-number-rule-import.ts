import { codeCell, withCodeCells } from '../files/code-cells';
import { JOB_TYPES } from '../jobs/job-types';
import { DATE_PATTERNS, RESET_PERIODS } from './job-number-format';
import { ZCreateJobNumberRuleRequest } from './job-number-rules';
import { JOB_TYPE_LABELS } from './job-type-labels';

/**
 * A row of the job-number rules' Excel template: the job type by code or by name in any of the
 * three languages; the date part and the restart period by their codes, whatever the case.
 */
export const ZJobNumberRuleImportRow = withCodeCells(ZCreateJobNumberRuleRequest, {
  jobType: codeCell(JOB_TYPES, JOB_TYPE_LABELS),
  datePattern: codeCell(DATE_PATTERNS.filter(Boolean)),
  resetPeriod: codeCell(RESET_PERIODS),
});
