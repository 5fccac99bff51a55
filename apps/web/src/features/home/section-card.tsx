import { Card, List } from 'antd';
import { MenuIcon } from '../menu/menu-icon';
import { MenuLink } from '../menu/menu-link';
import { flattenMenu, type MenuNode, menuTitle } from '../menu/menu-tree';
import { useMenu } from '../menu/use-menu';

/** One top-level menu section with the screens it holds, each a link. */
export function SectionCard({ section }: { section: MenuNode }) {
  const { locale } = useMenu();
  const screens = flattenMenu(section.children).filter((n) => n.target.kind !== 'group');
  return (
    <Card
      size="small"
      title={
        <span>
          <MenuIcon name={section.item.icon} /> {menuTitle(section.item, locale)}
        </span>
      }
      style={{ height: '100%' }}
    >
      <List
        size="small"
        split={false}
        dataSource={screens}
        renderItem={(node) => (
          <List.Item style={{ padding: '2px 0' }}>
            <MenuLink node={node}>{menuTitle(node.item, locale)}</MenuLink>
          </List.Item>
        )}
      />
    </Card>
  );
}
