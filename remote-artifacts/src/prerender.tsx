// The pages this remote's build pre-renders into dist/prerender.json, so the portal paints
// them from its first HTML response (docs/architecture.md, "Paint before JavaScript"). The
// dashboard is pre-rendered as it shows while its data loads: the data needs the session.
import { prerenderPages, type RemotePrerender } from '@portal/remote-kit/prerender';
import { Checkbox, Input } from '@portal/shared/antd';
import { Tag } from '@portal/shared/antd-nav';
import { DashboardLoading } from './pages/dashboard-loading';

/** What the live ICP tab adds to the loading page: the search box, the cards' checkboxes, chips. */
function IcpTabControls() {
  return (
    <>
      <Input prefix={<span />} allowClear />
      <Checkbox />
      <Tag color="blue" />
    </>
  );
}

const pages = {
  // The ICP tab, no form open: a link to the USP tab or a form is sent no pre-rendered page.
  './DashboardPage': {
    path: '/dashboard',
    Page: DashboardLoading,
    query: { tab: ['', 'icp'], edit: [''] },
    stylesOf: IcpTabControls,
  },
} satisfies RemotePrerender<'remote_artifacts'>;

export default prerenderPages(pages);
