import { OWN_APP_CODE, type TMenuItem } from '@apex/shared/menus';

let nextId = 1;

/** Test data: a menu item of this product as the server sends it, named "Item <id>" in English. */
export function menuItem(fields: Partial<TMenuItem> & Pick<TMenuItem, 'url'>): TMenuItem {
  const id = fields.id ?? nextId++;
  return {
    id,
    pId: 0,
    level: 1,
    aurl: '',
    target: '',
    app_code: OWN_APP_CODE,
    name: `item ${id}`,
    names: { en_US: `Item ${id}`, zh_CN: `项目 ${id}`, zh_HK: `項目 ${id}` },
    icon: '',
    sort: 10,
    ...fields,
  };
}
