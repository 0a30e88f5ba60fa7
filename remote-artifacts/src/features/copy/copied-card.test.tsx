import { screen, within } from '@testing-library/react';
import { acme } from '@portal/shared/testing';
import { renderRoute } from '@portal/remote-kit/testing';
import { midMarketIcp } from '../../testing/artifacts';
import { IcpCard } from '../icps/icp-card';

const copiedFrom = {
  tenantId: acme.id,
  workspaceId: 'ws-source',
  workspaceName: 'Enterprise Sales',
  id: 'icp-source',
  revision: 2,
  changedSince: true,
  sourceGone: false,
};

it("shows where a copied ICP came from, and keeps the card's name", () => {
  const none = jest.fn();
  renderRoute(
    '/',
    <IcpCard
      item={{ ...midMarketIcp, copiedFrom }}
      onEdit={none}
      onDelete={none}
      onHistory={none}
      onCopy={none}
      onRevise={none}
      refusal={null}
    />,
  );

  const card = screen.getByRole('article', { name: midMarketIcp.name });
  expect(
    within(card).getByText('Copied from Enterprise Sales · source changed since'),
  ).toBeInTheDocument();
});
