import type { TShipCompanySite } from '@apex/shared/home';
import { Empty, Typography } from 'antd';
import { siteLogoUrl } from './home-content-query';

const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
  gap: 8,
} as const;
const TILE = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 6,
  padding: '10px 6px',
  border: '1px solid #f0f0f0',
  borderRadius: 6,
  color: 'inherit',
} as const;

/** spec §3 ship-company websites: logo and name, each opening the carrier's site in a new tab. */
export function SiteTiles({ sites, empty }: { sites: TShipCompanySite[]; empty: string }) {
  if (sites.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <div style={GRID}>
      {sites.map((site) => (
        <a key={site.id} href={site.link} target="_blank" rel="noopener noreferrer" style={TILE}>
          {site.logoKey ? <img src={siteLogoUrl(site.logoKey)} alt="" width={40} height={40} /> : null}
          <Typography.Text ellipsis={{ tooltip: site.name }} style={{ maxWidth: '100%', fontSize: 12 }}>
            {site.name}
          </Typography.Text>
        </a>
      ))}
    </div>
  );
}
