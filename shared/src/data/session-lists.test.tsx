import { renderHook } from '@testing-library/react';
import { acme, enterpriseSales, globex, loadedLists, resetSession, signIn, smb } from '../testing';
import { useWorkspaces } from '.';

const globexWorkspace = {
  id: 'w-globex',
  name: 'Field Sales',
  tenantId: globex.id,
  description: '',
};

beforeEach(() => {
  resetSession();
  signIn({ selectedTenantId: acme.id });
  loadedLists({
    workspaces: { [acme.id]: [enterpriseSales, smb], [globex.id]: [globexWorkspace] },
  });
});

it("lists the selected tenant's workspaces unless told which tenant's", () => {
  expect(renderHook(() => useWorkspaces()).result.current).toMatchObject({
    tenantId: acme.id,
    workspaces: [enterpriseSales, smb],
  });
});

it("lists a named tenant's workspaces before the store selects it, and none for no tenant", () => {
  expect(renderHook(() => useWorkspaces(globex.id)).result.current).toMatchObject({
    tenantId: globex.id,
    workspaces: [globexWorkspace],
  });
  expect(renderHook(() => useWorkspaces(null)).result.current).toMatchObject({
    tenantId: null,
    workspaces: [],
  });
});
