import type { TTaxType } from '@apex/shared/finance';
import type { TChargeCode } from '@apex/shared/master';
import type { ChargeRow } from './charge-row';

const isZero = (rate: string) => /^0*(\.0*)?$/.test(rate);

/**
 * What picking a charge code fills in (its defaults in the charge-code master): the display name
 * in the user's language while the name is blank or still the previous code's, the unit and, on a
 * line without a price yet, the currency. Its tax rate only on a line that is taxed: a tax needs a
 * tax type and branch company the code does not know (spec §5).
 */
export function chargeCodePatch(
  row: ChargeRow,
  code: TChargeCode,
  name: (c: TChargeCode) => string,
): Partial<ChargeRow> {
  const keepsName = row.displayName.trim() !== '' && row.displayName !== row.chargeCode;
  return {
    chargeCode: code.code,
    displayName: keepsName ? row.displayName : name(code),
    unit: row.unit ?? code.defaultUnit,
    ...(row.price.trim() === '' && !row.saved && { currency: code.defaultCurrency }),
    ...(row.taxType !== null && { taxRate: code.defaultTaxRate }),
  };
}

/**
 * What choosing a tax type fills in: the charge code's rate when the line has none (and the code
 * one above 0), the branch company when the office bills from one only. Clearing the type clears
 * the rate with it, so the line never holds one without the other (spec §5).
 */
export function taxTypePatch(
  row: ChargeRow,
  taxType: TTaxType | null,
  defaults: { codeRate: string | null; branchCompanyIds: readonly number[] },
): Partial<ChargeRow> {
  if (taxType === null) return { taxType: null, taxRate: null, branchCompanyId: null, taxInclusive: false };
  const { codeRate, branchCompanyIds } = defaults;
  const onlyBranch = branchCompanyIds.length === 1 ? branchCompanyIds[0]! : null;
  return {
    taxType,
    ...(row.taxRate === null && codeRate !== null && !isZero(codeRate) && { taxRate: codeRate }),
    ...(row.branchCompanyId === null && onlyBranch !== null && { branchCompanyId: onlyBranch }),
  };
}
