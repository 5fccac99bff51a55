import { ENTITY_NAMES, type TPage } from '@apex/shared';
import type { TUser, ZUserListQuery } from '@apex/shared/admin';
import type { z } from 'zod';
import { notFound } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { findUserById, findUserPage } from './queries';
import { toUser } from './user-dto';

export async function findUsers({ db }: ServiceContext, query: z.output<typeof ZUserListQuery>): Promise<TPage<TUser>> {
  const page = await findUserPage(db, query);
  return { rows: page.rows.map(toUser), total: page.total };
}

export async function getUser({ db }: ServiceContext, id: number): Promise<TUser> {
  const row = await findUserById(db, id);
  if (!row) throw notFound(ENTITY_NAMES.user, id);
  return toUser(row);
}
