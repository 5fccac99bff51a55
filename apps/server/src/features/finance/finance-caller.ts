import type { TCompanyType } from '@apex/shared/finance';
import type { FastifyRequest } from 'fastify';
import { type Caller, callerOf } from '../../platform/auth/caller';

/** Who calls a finance action: a caller, and the company type whose lines are theirs to operate (spec §6). */
export interface FinanceCaller extends Caller {
  companyType: TCompanyType;
}

export function financeCallerOf(req: FastifyRequest): FinanceCaller {
  const caller = callerOf(req);
  return { ...caller, companyType: req.auth!.companyType };
}
