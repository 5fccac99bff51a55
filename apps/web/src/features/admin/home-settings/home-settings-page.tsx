import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AnnouncementsTab } from './announcements-tab';
import { NewsTab } from './news-tab';
import { SitesTab } from './sites-tab';

/** /systemSetting/homeSetting (spec §2.5): the home page's ship-company websites, announcements and news. */
export function HomeSettingsPage() {
  const { t } = useTranslation('homeSettings');
  const { t: th } = useTranslation('home');
  const [, setSearch] = useSearchParams();
  return (
    <Tabs
      // Each list keeps its filters in the query string (conventions §5): one list at a time, and a
      // tab starts from no filter rather than the other list's.
      destroyOnHidden
      onChange={() => setSearch({})}
      items={[
        { key: 'sites', label: t('sites.title'), children: <SitesTab /> },
        { key: 'announcements', label: th('announcements'), children: <AnnouncementsTab /> },
        { key: 'news', label: th('news'), children: <NewsTab /> },
      ]}
    />
  );
}
