import { type DbOrTx, queryRows, sql } from '../../db/client';

export interface MenuRow {
  id: number;
  parent_id: number | null;
  level: number;
  url: string;
  aurl: string;
  target: string;
  app_code: string;
  name_en: string;
  name_cn: string;
  name_hk: string;
  icon: string;
  sort: number;
}

const MENU_COLUMNS = sql.raw(
  'id, parent_id, level, url, aurl, target, app_code, name_en, name_cn, name_hk, icon, sort',
);

/** Menus the user's roles grant, plus their ancestors so every granted item has its section. */
export function findUserMenus(db: DbOrTx, userId: number, allAccess: boolean) {
  return queryRows<MenuRow>(
    db,
    sql`with recursive granted as (
          select ${MENU_COLUMNS} from menus
          where ${allAccess} or id in (select rm.menu_id from role_menus rm
                                        join user_roles ur on ur.role_id = rm.role_id
                                        where ur.user_id = ${userId})
          union
          select p.id, p.parent_id, p.level, p.url, p.aurl, p.target, p.app_code, p.name_en, p.name_cn,
                 p.name_hk, p.icon, p.sort
          from menus p join granted g on g.parent_id = p.id
        )
        select ${MENU_COLUMNS} from granted order by level, sort, id`,
  );
}

export function findAllMenus(db: DbOrTx) {
  return queryRows<MenuRow>(db, sql`select ${MENU_COLUMNS} from menus order by level, sort, id`);
}
