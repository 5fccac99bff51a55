import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MenuNode } from './menu-tree';

/** A link to where a menu item leads; _blank items open their address in a new window (spec §2.6). */
export function MenuLink({ node: { target }, children }: { node: MenuNode; children: ReactNode }) {
  if (target.kind === 'newWindow')
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  return target.kind === 'group' ? children : <Link to={target.path}>{children}</Link>;
}
