import { act, screen, waitFor, within } from '@testing-library/react';
import { acme, enterpriseSales, staffUser, viewerUser } from '@portal/shared/testing';
import {
  DESKTOP_WIDTH,
  mockApiPerTest,
  PHONE_WIDTH,
  setViewportWidth,
} from '@portal/remote-kit/testing';
import { forecastingUsp, icpsUrl, manyIcps, midMarketIcp, uspsUrl } from '../../testing/artifacts';
import { openUspTab, renderDashboard } from '../../testing/render-dashboard';

// Issue 37 §2: names that show whole, one card layout, and a list view kept per user.
const http = mockApiPerTest();
const LONG_NAME =
  'Mid-market SaaS companies in the DACH region with a sales-led motion and a RevOps team';
const trashUrl = `/api/tenants/${acme.id}/workspaces/${enterpriseSales.id}/trash/icp`;

/** Four ICPs whose name order, list order, segment counts, times and updaters all differ. */
const UPDATED_AT = [
  '2026-02-01T09:00:00.000Z',
  '2026-04-01T09:00:00.000Z',
  '2026-01-01T09:00:00.000Z',
  '2026-03-01T09:00:00.000Z',
];
const icps = manyIcps(4).map((icp, index) => ({
  ...icp,
  name: ['Cedar', 'Alder', 'Dogwood', 'Birch'][index]!,
  updatedAt: UPDATED_AT[index]!,
  updatedBy: ['zoe@example.com', null, 'ann@example.com', 'max@example.com'][index]!,
  segments: Array.from({ length: [2, 0, 1, 3][index]! }, (_, n) => ({
    id: `seg-${index}-${n}`,
    name: `Segment ${n + 1}`,
    description: 'd',
    details: 'd',
  })),
}));

type User = ReturnType<typeof renderDashboard>['user'];

const showList = (user: User) => user.click(screen.getByRole('button', { name: 'List' }));
const table = () => screen.findByRole('table', { name: 'ICPs' });
/** The names of the table's rows, top to bottom. */
const rowNames = async () =>
  within(await table())
    .getAllByRole('checkbox', { name: /^Select (?!all$)/ })
    .map((box) => box.getAttribute('aria-label')!.replace('Select ', ''));
const sortBy = async (user: User, column: string | RegExp) =>
  user.click(
    within(await table()).getByRole('columnheader', {
      name: typeof column === 'string' ? new RegExp(column) : column,
    }),
  );
/** The two headers start alike: "Updated" alone, and "Updated by". */
const UPDATED = /^Updated(?! by)/;
const UPDATED_BY = /^Updated by/;

describe('a card', () => {
  beforeEach(() => {
    // jsdom lays nothing out: a heading of a long name reports more text than its two lines
    // hold, as Chromium does at a card's width; a short one fits.
    const long = (element: HTMLElement) => (element.textContent ?? '').length > 40;
    jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return long(this) ? 66 : 22;
    });
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return long(this) ? 44 : 22;
    });
    // As a browser's, it reports each element's size once it is observed: the name's clamp is
    // read from that first report (jest's default stand-in never reports).
    const BrowserResizeObserver = class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe(target: Element) {
        queueMicrotask(() =>
          act(() => this.report([{ target } as ResizeObserverEntry], this as ResizeObserver)),
        );
      }
      unobserve() {}
      disconnect() {}
    };
    jest
      .spyOn(window, 'ResizeObserver')
      .mockImplementation((report) => new BrowserResizeObserver(report) as ResizeObserver);
  });

  it('has the long name whole in its heading, and shows it whole on keyboard focus', async () => {
    http.onGet(icpsUrl()).reply(200, [{ ...midMarketIcp, name: LONG_NAME }, icps[0]]);
    renderDashboard();

    const card = await screen.findByRole('article', { name: LONG_NAME });
    const heading = within(card).getByRole('heading', { name: LONG_NAME });
    expect(heading).toHaveTextContent(LONG_NAME);
    // Cut, it is a focus stop showing the whole name; a name that fits adds no stop.
    await waitFor(() => expect(heading).toHaveAttribute('tabindex', '0'));
    expect(
      within(screen.getByRole('article', { name: 'Cedar' })).getByRole('heading', {
        name: 'Cedar',
      }),
    ).not.toHaveAttribute('tabindex');

    act(() => heading.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG_NAME);
    expect(heading).toHaveAccessibleDescription(LONG_NAME);
  });

  it('is laid out the same for an ICP and a USP: Edit, Delete and one menu of the rest', async () => {
    http.onGet(icpsUrl()).reply(200, [midMarketIcp]);
    http.onGet(uspsUrl()).reply(200, [forecastingUsp]);
    const { user } = renderDashboard();

    /** A card's controls and its menu's items, the kind and name written as placeholders. */
    const controlsOf = async (kind: string, name: string) => {
      const card = await screen.findByRole('article', { name });
      const generic = (label: string) =>
        label
          .replace(name, '{name}')
          .replace(` ${kind} `, ' {kind} ')
          .replace(`${kind} `, '{kind} ');
      const controls = [
        ...within(card).getAllByRole('checkbox'),
        ...within(card).getAllByRole('button'),
      ].map((control) => generic(control.getAttribute('aria-label') ?? ''));
      await user.click(within(card).getByRole('button', { name: `Actions for ${name}` }));
      const menu = await screen.findByRole('menu', { name: `Actions for ${name}` });
      const items = within(menu)
        .getAllByRole('menuitem')
        .map((item) => `${item.textContent} = ${generic(item.getAttribute('aria-label') ?? '')}`);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(menu.closest('.ant-dropdown')).toHaveClass('ant-dropdown-hidden'));
      return { controls, items };
    };

    const icp = await controlsOf('ICP', midMarketIcp.name);
    await openUspTab(user);
    const usp = await controlsOf('USP', forecastingUsp.name);

    expect(icp).toEqual(usp);
    expect(icp.controls).toEqual([
      'Select {name}',
      'Edit {kind} {name}',
      'Delete {kind} {name}',
      'Actions for {name}',
    ]);
    expect(icp.items).toEqual([
      'History = History of {kind} {name}',
      'Copy to… = Copy {kind} {name} to another workspace',
      'Revise with AI = Revise with AI: {kind} {name}',
    ]);
  });
});

describe('the list view on a phone', () => {
  beforeEach(() => {
    setViewportWidth(PHONE_WIDTH);
    http.onGet(icpsUrl()).reply(200, icps);
  });

  it('shows the name, the count and the actions; the picker adds Updated and Updated by', async () => {
    const { user } = renderDashboard();
    await screen.findByRole('article', { name: 'Cedar' });
    await showList(user);

    const headers = () =>
      within(screen.getByRole('table', { name: 'ICPs' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
    await table();
    expect(headers()).toEqual(['', 'Name', 'Segments', 'Actions']);
    const picker = screen.getByRole('group', { name: 'Columns' });
    expect(within(picker).getByRole('checkbox', { name: 'Updated' })).not.toBeChecked();
    await user.click(within(picker).getByRole('checkbox', { name: 'Updated by' }));
    expect(headers()).toEqual(['', 'Name', 'Segments', 'Updated by', 'Actions']);
  });
});

describe('the list view', () => {
  beforeEach(() => {
    setViewportWidth(DESKTOP_WIDTH);
    http.onGet(icpsUrl()).reply(200, icps);
  });

  it('shows the records as a table, sorted by name or by their segment count', async () => {
    const { user } = renderDashboard();
    await screen.findByRole('article', { name: 'Cedar' });

    await showList(user);

    expect(await rowNames()).toEqual(['Cedar', 'Alder', 'Dogwood', 'Birch']);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    const rows = within(await table()).getAllByRole('row');
    expect(within(rows[1]!).getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Edit ICP Cedar' })).toBeEnabled();

    await sortBy(user, 'Name');
    expect(await rowNames()).toEqual(['Alder', 'Birch', 'Cedar', 'Dogwood']);
    await sortBy(user, 'Name');
    expect(await rowNames()).toEqual(['Dogwood', 'Cedar', 'Birch', 'Alder']);
    await sortBy(user, 'Segments');
    expect(await rowNames()).toEqual(['Alder', 'Dogwood', 'Cedar', 'Birch']);
  });

  it('says when and by whom each record was last updated, sortable by each', async () => {
    const { user } = renderDashboard();
    await screen.findByRole('article', { name: 'Cedar' });
    await showList(user);

    // The default order stays the list's.
    expect(await rowNames()).toEqual(['Cedar', 'Alder', 'Dogwood', 'Birch']);
    const rows = within(await table()).getAllByRole('row');
    const cedar = rows[1]!;
    const time = cedar.querySelector('time');
    expect(time).toHaveAttribute('datetime', UPDATED_AT[0]);
    // In the user's locale: the day and the time, not the wire's ISO text.
    expect(time).toHaveTextContent(/2026/);
    expect(time).not.toHaveTextContent('T09:00');
    expect(within(cedar).getByRole('cell', { name: 'zoe@example.com' })).toBeInTheDocument();
    // Nobody signed in wrote it: the seed's, said as the instructions' history says it.
    expect(
      within(rows[2]!).getByRole('cell', { name: 'Came with the portal' }),
    ).toBeInTheDocument();

    await sortBy(user, UPDATED);
    expect(await rowNames()).toEqual(['Dogwood', 'Cedar', 'Birch', 'Alder']);
    await sortBy(user, UPDATED);
    expect(await rowNames()).toEqual(['Alder', 'Birch', 'Cedar', 'Dogwood']);
    await sortBy(user, UPDATED_BY);
    expect(await rowNames()).toEqual(['Dogwood', 'Alder', 'Birch', 'Cedar']);
  });

  it('offers every column but the name in the picker; a column left out stays out', async () => {
    const first = renderDashboard();
    await screen.findByRole('article', { name: 'Cedar' });
    await showList(first.user);
    const picker = await screen.findByRole('group', { name: 'Columns' });
    expect(
      within(picker)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Segments', 'Updated', 'Updated by']);
    expect(within(picker).getByRole('checkbox', { name: 'Updated' })).toBeChecked();
    await first.user.click(within(picker).getByRole('checkbox', { name: 'Updated by' }));
    expect(
      within(await table()).queryByRole('columnheader', { name: UPDATED_BY }),
    ).not.toBeInTheDocument();
    await sortBy(first.user, UPDATED);
    first.unmount();

    renderDashboard();
    expect(await rowNames()).toEqual(['Dogwood', 'Cedar', 'Birch', 'Alder']);
    expect(screen.getByRole('checkbox', { name: 'Updated by' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Updated' })).toBeChecked();
    expect(
      within(await table()).queryByRole('columnheader', { name: UPDATED_BY }),
    ).not.toBeInTheDocument();
  });

  it('keeps the view, the columns and the sort for the same user, not for another', async () => {
    const first = renderDashboard();
    await screen.findByRole('article', { name: 'Cedar' });
    await showList(first.user);
    await sortBy(first.user, 'Name');
    await sortBy(first.user, 'Name');
    await first.user.click(screen.getByRole('checkbox', { name: 'Segments' }));
    expect(
      within(await table()).queryByRole('columnheader', { name: /Segments/ }),
    ).not.toBeInTheDocument();
    first.unmount();

    // Back the next day, as the same user: the list, as it was left.
    renderDashboard();
    expect(await rowNames()).toEqual(['Dogwood', 'Cedar', 'Birch', 'Alder']);
    expect(screen.getByRole('button', { name: 'List', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Segments' })).not.toBeChecked();
    expect(
      within(await table()).queryByRole('columnheader', { name: /Segments/ }),
    ).not.toBeInTheDocument();
  });

  it('starts another user of the same browser from the cards', async () => {
    const staff = renderDashboard({ user: staffUser });
    await screen.findByRole('article', { name: 'Cedar' });
    await showList(staff.user);
    await table();
    staff.unmount();

    const viewer = renderDashboard({ user: viewerUser });
    expect(await screen.findByRole('article', { name: 'Cedar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cards', pressed: true })).toBeInTheDocument();
    viewer.unmount();

    renderDashboard({ user: staffUser });
    expect(await table()).toBeInTheDocument();
  });

  it("selects rows into the cards' selection: the bar's Delete moves them to the trash", async () => {
    http.onPost(trashUrl).reply(200, { deleted: ['icp-1', 'icp-3'], failed: [] });
    const { user } = renderDashboard();
    await screen.findByRole('article', { name: 'Cedar' });
    // Selected as a card, still selected as a row.
    await user.click(screen.getByRole('checkbox', { name: 'Select Cedar' }));
    await showList(user);

    const rows = await table();
    expect(within(rows).getByRole('checkbox', { name: 'Select Cedar' })).toBeChecked();
    await user.click(within(rows).getByRole('checkbox', { name: 'Select Dogwood' }));
    const bar = await screen.findByRole('region', { name: 'Selected ICPs' });
    expect(bar).toHaveTextContent('2 selected');

    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete 2 ICPs?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('2 ICPs moved to the trash')).toBeInTheDocument();
    expect(JSON.parse(http.history.post[0]!.data as string).ids).toEqual(['icp-1', 'icp-3']);
    expect(await rowNames()).toEqual(['Alder', 'Birch']);
  });
});
