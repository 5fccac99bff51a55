import type { TPort, TPortQuery } from '@apex/shared/common';
import type { ServiceContext } from '../../platform/service-context';
import { findAllSeaPorts, searchSeaPorts } from './queries';

/**
 * spec §7 selectData/Get_SYSTEMDATA_PORT: with isAll every enabled sea port, which the client
 * caches and filters itself; otherwise the first `limit` that match the keyword, for a picker.
 */
export function findPorts({ db }: ServiceContext, { isAll, keyword, limit }: TPortQuery): Promise<TPort[]> {
  return isAll ? findAllSeaPorts(db) : searchSeaPorts(db, keyword ?? '', limit);
}
