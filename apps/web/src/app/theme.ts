import type { ThemeConfig } from 'antd';

/** spec §9: the original's primary blue, and its menu colours (background f9f9f9, text 666, active 409EFF). */
export const THEME: ThemeConfig = {
  // Styles come from antd/dist/antd.css (main.tsx), not generated at run time (docs/decisions.md).
  zeroRuntime: true,
  token: { colorPrimary: '#409EFF', borderRadius: 4 },
  components: {
    Layout: {
      lightSiderBg: '#f9f9f9',
      lightTriggerBg: '#f9f9f9',
      headerBg: '#ffffff',
      headerHeight: 48,
      headerPadding: '0 16px',
    },
    Menu: {
      itemBg: '#f9f9f9',
      subMenuItemBg: '#f9f9f9',
      itemColor: '#666666',
      itemHoverColor: '#409EFF',
      itemSelectedColor: '#409EFF',
      itemSelectedBg: '#ecf5ff',
      groupTitleColor: '#666666',
    },
  },
};
