import { codeCell, codeListCell, withCodeCells } from '../files/code-cells';
import { JOB_TYPES } from '../jobs/job-types';
import { ZCreateChargeCodeRequest } from './charge-codes';
import { CHARGE_CATEGORIES, CHARGE_CATEGORY_LABELS, CHARGE_UNIT_LABELS, CHARGE_UNITS } from './charge-vocabulary';
import { JOB_TYPE_LABELS } from './job-type-labels';

/** A row of the charge codes' Excel template: category, unit and job types by code or by name. */
export const ZChargeCodeImportRow = withCodeCells(ZCreateChargeCodeRequest, {
  category: codeCell(CHARGE_CATEGORIES, CHARGE_CATEGORY_LABELS),
  defaultUnit: codeCell(CHARGE_UNITS, CHARGE_UNIT_LABELS),
  jobTypes: codeListCell(JOB_TYPES, JOB_TYPE_LABELS),
});
