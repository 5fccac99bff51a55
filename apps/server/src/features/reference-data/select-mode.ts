import type { TLocale } from '@apex/shared';
import { SYSCODE_ACTION, type TSystemCode } from '@apex/shared/common';
import type { DbOrTx } from '../../db/client';
import { FieldError } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { findSystemCodes } from './queries';

interface SelectModeInput {
  postData: readonly string[];
  locale: TLocale;
}
type SelectModeAction = (db: DbOrTx, input: SelectModeInput) => Promise<TSystemCode[]>;

const actionKey = (type: number, actionCode: string) => `${type}:${actionCode}`;

/**
 * spec §7 JobSelectMode/GetResult?type={n}: the type and the ActionCode name one loader. A feature
 * that brings a new action adds its entry here and nothing else changes.
 */
const ACTIONS = new Map<string, SelectModeAction>([
  // PostData: the code types wanted; none means every type (the client caches them all, spec §7).
  [actionKey(1, SYSCODE_ACTION), (db, { postData, locale }) => findSystemCodes(db, postData, locale)],
]);

export function runSelectMode({ db }: ServiceContext, type: number, actionCode: string, input: SelectModeInput) {
  const action = ACTIONS.get(actionKey(type, actionCode));
  if (!action) throw new FieldError('body.ActionCode', 'systemCode.unknownAction', { action: actionCode, type });
  return action(db, input);
}
