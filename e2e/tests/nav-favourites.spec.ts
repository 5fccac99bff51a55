import { API } from '@apex/shared';
import type { TFavoriteMenu } from '@apex/shared/common';
import { expect, test } from '@playwright/test';
import { buttonName, expectMessage } from '../support/antd';
import {
  createOperator,
  dragTo,
  favouriteRow,
  favouritesPanel,
  favouriteTitles,
  menuEntry,
  openSidebar,
  signInOperator,
} from '../support/nav';
import { useServer } from '../support/servers';

useServer('demo');

test('the star adds a favourite, shown in the panel, kept after a reload and on the server', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // Two sign-ins, a reload and three saves.
  test.setTimeout(90_000);
  const { account, api } = await createOperator(request);
  await signInOperator(page, account);
  const drawer = await openSidebar(page);
  const panel = favouritesPanel(drawer);
  await expect(panel.getByRole('heading', { name: 'My Favourites' })).toBeVisible();
  await expect(panel.getByText('Star a menu item to keep it here')).toBeVisible();

  const star = (title: string) => menuEntry(drawer, title).getByRole('button');
  await expect(star('Export Jobs')).toHaveAttribute('title', 'Add to favourites');
  await star('Export Jobs').click();
  await expectMessage(page, 'Saved successfully');
  await expect(star('Export Jobs')).toHaveAttribute('title', 'Remove from favourites');
  await star('Order List').click();
  await expect.poll(() => favouriteTitles(drawer)).toEqual(['Export Jobs', 'Order List']);

  // The search box narrows the favourites.
  const search = panel.getByRole('textbox', { name: 'Search favourites' });
  await search.fill('ORDER');
  await expect.poll(() => favouriteTitles(drawer)).toEqual(['Order List']);
  await search.fill('vessel');
  await expect(panel.getByText('No favourite matches')).toBeVisible();
  await search.fill('');

  // Kept in the browser…
  await page.reload();
  await openSidebar(page);
  await expect.poll(() => favouriteTitles(drawer)).toEqual(['Export Jobs', 'Order List']);
  // …and on the server, named in the language they were saved in.
  expect(await api.data<TFavoriteMenu[]>(API.preferences.favorites)).toEqual([
    { path: '/ocean_exp/list', title: 'Export Jobs', icon: 'UnorderedListOutlined', menuName: 'Export Jobs' },
    { path: '/customer_order/order_list', title: 'Order List', icon: 'OrderedListOutlined', menuName: 'Order List' },
  ]);
  // A browser that has none takes them from the server at sign-in.
  const context = await browser.newContext({ baseURL });
  const elsewhere = await context.newPage();
  await signInOperator(elsewhere, account);
  const elsewhereDrawer = await openSidebar(elsewhere);
  await expect.poll(() => favouriteTitles(elsewhereDrawer)).toEqual(['Export Jobs', 'Order List']);
  await context.close();

  // The star of a favourite removes it.
  await star('Export Jobs').click();
  await expectMessage(page, 'Saved successfully');
  await expect.poll(() => favouriteTitles(drawer)).toEqual(['Order List']);
  await expect(star('Export Jobs')).toHaveAttribute('title', 'Add to favourites');

  // A favourite opens its page and closes the sidebar.
  await panel.getByRole('link', { name: 'Order List' }).click();
  await expect(page).toHaveURL(/\/customer_order\/order_list$/);
  await expect(drawer).toBeHidden();
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('edit mode: drag (mouse or keys) to reorder and remove; 取消 restores, 保存 says 保存成功 and keeps the new order', async ({
    page,
    request,
  }) => {
    // Two rounds of editing, a save and a reload.
    test.setTimeout(90_000);
    const { account, api } = await createOperator(request);
    // Saved elsewhere; Users is not in an operator's menu.
    await api.data(API.preferences.saveFavorites, {
      body: {
        ScMenuInfos: [
          { path: '/ocean_exp/list', title: 'Export Jobs' },
          { path: '/OceanImport/JobList', title: 'Import Jobs' },
          { path: '/customer_order/order_list', title: 'Order List' },
          { path: '/systemSetting/users', title: 'Users' },
        ],
      },
    });
    await signInOperator(page, account);
    const drawer = await openSidebar(page);
    const panel = favouritesPanel(drawer);
    const saved = ['出口工作单', '进口工作单', '订单列表'];
    await expect.poll(() => favouriteTitles(drawer)).toEqual(saved);
    await expect(menuEntry(drawer, '出口工作单').getByRole('button')).toHaveAttribute('title', '取消收藏');

    const handle = (title: string) => favouriteRow(drawer, title).getByRole('button', { name: title, exact: true });
    // What a screen reader hears once the dragged favourite is over the first one: the moment to drop it.
    const overFirst = () => expect(page.getByText('订单列表 已移到 出口工作单 的位置。')).toBeAttached();
    // The last favourite goes first: dragged with the mouse, or picked up and moved with the keys.
    const moveLastToTop = {
      mouse: () => dragTo(page, handle('订单列表'), handle('出口工作单'), overFirst),
      keyboard: async () => {
        await handle('订单列表').focus();
        for (const key of ['Space', 'ArrowUp', 'ArrowUp']) await page.keyboard.press(key);
        await overFirst();
        await page.keyboard.press('Space');
      },
    };
    const rearrange = async (by: keyof typeof moveLastToTop) => {
      await panel.getByRole('button', { name: '设置我喜欢的' }).click();
      await moveLastToTop[by]();
      await expect.poll(() => favouriteTitles(drawer)).toEqual(['订单列表', '出口工作单', '进口工作单']);
      await favouriteRow(drawer, '进口工作单').getByRole('button', { name: '取消收藏' }).click();
      await expect.poll(() => favouriteTitles(drawer)).toEqual(['订单列表', '出口工作单']);
    };

    await rearrange('mouse');
    // In edit mode the menu has no stars and a favourite does not open its page.
    await expect(menuEntry(drawer, '出口工作单').getByRole('button')).toHaveCount(0);
    await handle('出口工作单').click();
    await expect(page).toHaveURL(/\/home\/index$/);
    await panel.getByRole('button', { name: buttonName('取消') }).click();
    await expect.poll(() => favouriteTitles(drawer)).toEqual(saved);
    await expect(panel.getByRole('button', { name: '设置我喜欢的' })).toBeVisible();

    await rearrange('keyboard');
    await panel.getByRole('button', { name: buttonName('保存') }).click();
    await expectMessage(page, '保存成功');
    await expect(panel.getByRole('button', { name: '设置我喜欢的' })).toBeVisible();
    await expect.poll(() => favouriteTitles(drawer)).toEqual(['订单列表', '出口工作单']);
    // Saved with their Chinese names; the favourite outside the menu is kept, only not shown.
    const onServer = await api.data<TFavoriteMenu[]>(API.preferences.favorites);
    expect(onServer.map((f) => [f.path, f.menuName])).toEqual([
      ['/customer_order/order_list', '订单列表'],
      ['/ocean_exp/list', '出口工作单'],
      ['/systemSetting/users', ''],
    ]);
    await page.reload();
    await openSidebar(page);
    await expect.poll(() => favouriteTitles(drawer)).toEqual(['订单列表', '出口工作单']);
  });
});
