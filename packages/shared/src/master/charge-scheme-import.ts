import { z } from 'zod';
import { codeCell, withCodeCells } from '../files/code-cells';
import { JOB_TYPES } from '../jobs/job-types';
import { ZChargeSchemeLineInput, ZCreateChargeSchemeRequest } from './charge-schemes';
import {
  CHARGE_SIDE_LABELS,
  CHARGE_SIDES,
  CHARGE_UNIT_LABELS,
  CHARGE_UNITS,
  JOB_PARTY_ROLE_LABELS,
  JOB_PARTY_ROLES,
} from './charge-vocabulary';
import { JOB_TYPE_LABELS } from './job-type-labels';

/** An imported line: its side, party and unit given by code or by name in any language. */
const ZImportedLine = withCodeCells(ZChargeSchemeLineInput, {
  side: codeCell(CHARGE_SIDES, CHARGE_SIDE_LABELS),
  partyRole: codeCell(JOB_PARTY_ROLES, JOB_PARTY_ROLE_LABELS),
  unit: codeCell(CHARGE_UNITS, CHARGE_UNIT_LABELS),
});

/** A scheme read from its template rows (one per line), then checked as a create. */
export const ZChargeSchemeImport = withCodeCells(ZCreateChargeSchemeRequest, {
  jobType: codeCell(JOB_TYPES, JOB_TYPE_LABELS),
  lines: z.array(ZImportedLine),
});
