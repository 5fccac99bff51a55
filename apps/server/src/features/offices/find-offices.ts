import { ENTITY_NAMES, type TPage } from '@apex/shared';
import type { TCompany, TOffice, ZOfficeListQuery } from '@apex/shared/admin';
import type { z } from 'zod';
import { notFound } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { toOffice } from './office-dto';
import { findCompanies, findOfficeById, findOfficePage } from './queries';

export async function findOffices(
  { db }: ServiceContext,
  query: z.output<typeof ZOfficeListQuery>,
): Promise<TPage<TOffice>> {
  const page = await findOfficePage(db, query);
  return { rows: page.rows.map(toOffice), total: page.total };
}

export async function getOffice({ db }: ServiceContext, id: number): Promise<TOffice> {
  const row = await findOfficeById(db, id);
  if (!row) throw notFound(ENTITY_NAMES.office, id);
  return toOffice(row);
}

/** Companies are a handful of rows (one per legal entity), so the picker gets them all. */
export function listCompanies({ db }: ServiceContext): Promise<TCompany[]> {
  return findCompanies(db);
}
