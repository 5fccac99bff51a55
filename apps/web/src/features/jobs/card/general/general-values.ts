import { parseDecimal, quantityText } from '@apex/shared/format';
import { JOB_GENERAL_FIELD_NAMES, jobGeneralFields, type TJob, type TJobGeneralFieldName } from '@apex/shared/jobs';
import { z } from 'zod';
import { editableFigures } from '../../cargo-grid/editable-figures';

/** The general form's values: the general part of a create or update request, field by field. */
export type GeneralValues = Record<TJobGeneralFieldName, unknown>;

/** A new job's general part: every field at the request schema's default (status OPEN, the rest empty). */
export const emptyGeneralValues = (): GeneralValues => z.object(jobGeneralFields).parse({}) as GeneralValues;

/** The figures stored with 4 decimals (spec §9), edited without the trailing zeros (issue 16). */
const FIGURES = ['weightKg', 'weightLb', 'volumeCbm', 'volumeCbf'] as const;

/** A saved job's general part as the form edits it. */
export const generalValuesOf = (job: TJob): GeneralValues =>
  editableFigures(
    Object.fromEntries(JOB_GENERAL_FIELD_NAMES.map((name) => [name, job[name]])) as GeneralValues,
    FIGURES,
  );

export const DAY_FIELDS = [
  'etd',
  'eta',
  'atd',
  'ata',
  'lastFreeDate',
  'arrivalNoticeDate',
  'documentTurnoverDate',
  'cargoDeliveredDate',
] as const satisfies readonly TJobGeneralFieldName[];
/** Long texts: a whole row's width. */
export const TEXT_AREA_FIELDS = ['marks', 'goodsDescription'] as const satisfies readonly TJobGeneralFieldName[];

/**
 * A helper unit's figure from the stored one (KG → LB, CBM → CBF), or blank while the stored one is
 * blank or not yet a number: the helper never shows a guess.
 */
export function convertedFigure(value: unknown, convert: (figure: string) => string): string {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return text && parseDecimal(text) ? quantityText(convert(text)) : '';
}

const blank = (value: unknown) => value === null || value === undefined || value === '';

/** Whether the form's values differ from a baseline: a cleared field equals one never filled. */
export function differsFrom(values: object, baseline: GeneralValues): boolean {
  return Object.entries(values).some(([name, value]) => {
    const before = baseline[name as keyof GeneralValues];
    return !(blank(value) && blank(before)) && String(value) !== String(before);
  });
}
