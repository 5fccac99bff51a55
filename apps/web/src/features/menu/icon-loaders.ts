import { iconNameOf } from './icon-name';

// Menu items name their antd icon (spec §2.6) and administrators may pick any of the ~850. Each
// drawing is its own tiny chunk, fetched when a menu first shows it; this table is itself loaded
// on demand, so neither weighs on the first page.
const files = import.meta.glob<string>('#ant-design-icon-svgs/{outlined,filled,twotone}/*.svg', {
  query: '?raw',
  import: 'default',
});

export const ICON_LOADERS = new Map(
  Object.entries(files).flatMap(([file, load]) => {
    const name = iconNameOf(file);
    return name ? [[name, load] as const] : [];
  }),
);
