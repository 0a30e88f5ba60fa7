import { artifactLink } from '@portal/shared/data';
import { ARTIFACTS_PAGE_PATHS } from '../dashboard-routes';
import { dashboardSearch, readDashboardParams } from './dashboard-params';

describe('readDashboardParams', () => {
  it('reads tenant, workspace, tab and the open form', () => {
    expect(readDashboardParams('?tenant=t-acme&workspace=w-1&tab=usp&edit=usp-9')).toEqual({
      tenant: 't-acme',
      workspace: 'w-1',
      tab: 'usp',
      edit: 'usp-9',
    });
  });

  it('defaults to the ICP tab and nothing selected', () => {
    expect(readDashboardParams('')).toEqual({
      tenant: null,
      workspace: null,
      tab: 'icp',
      edit: null,
    });
    expect(readDashboardParams('?tab=settings').tab).toBe('icp');
  });

  it('ignores a workspace without a tenant, and empty values', () => {
    expect(readDashboardParams('?workspace=w-1')).toMatchObject({ tenant: null, workspace: null });
    expect(readDashboardParams('?tenant=&edit=')).toMatchObject({ tenant: null, edit: null });
  });

  it('decodes ids', () => {
    expect(readDashboardParams('?tenant=t%2F1&workspace=w%261').tenant).toBe('t/1');
    expect(readDashboardParams('?tenant=t%2F1&workspace=w%261').workspace).toBe('w&1');
  });
});

describe('dashboardSearch', () => {
  it('sets, replaces and removes keys, in a fixed order', () => {
    expect(dashboardSearch('?tab=usp', { workspace: 'w-1', tenant: 't-acme' })).toBe(
      '?tenant=t-acme&workspace=w-1&tab=usp',
    );
    expect(dashboardSearch('?tenant=a&workspace=b&edit=x', { workspace: null, edit: null })).toBe(
      '?tenant=a',
    );
    expect(dashboardSearch('?edit=x', { edit: null })).toBe('');
  });

  it('encodes ids and keeps parameters that are not its own', () => {
    expect(dashboardSearch('?utm=mail', { tenant: 't/1&x' })).toBe('?tenant=t%2F1%26x&utm=mail');
  });
});

describe("the runtime's artifactLink", () => {
  it('opens the edit form this reader finds in it', () => {
    const link = artifactLink({ kind: 'usp', tenantId: 't/1', workspaceId: 'w&1', id: 'usp 9' });
    expect(link.startsWith(`${ARTIFACTS_PAGE_PATHS.dashboard}?`)).toBe(true);
    expect(readDashboardParams(link.slice(link.indexOf('?')))).toEqual({
      tenant: 't/1',
      workspace: 'w&1',
      tab: 'usp',
      edit: 'usp 9',
    });
  });
});
