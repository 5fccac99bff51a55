import type { TShipCompanySite } from '@apex/shared/home';
import styles from './home.module.css';
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
  if (sites.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <div style={GRID}>
      {sites.map((site) => (
        <a key={site.id} href={site.link} target="_blank" rel="noopener noreferrer" style={TILE}>
          {site.logoKey ? <img src={siteLogoUrl(site.logoKey)} alt="" width={40} height={40} /> : null}
          {/* A cut-off name shows whole on hover. */}
          <span className={styles.siteName} title={site.name}>
            {site.name}
          </span>
        </a>
      ))}
    </div>
  );
}
