import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARD_PAGE, CardGrid } from './card-grid';

const items = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `icp-${i + 1}`, name: `ICP ${i + 1}` }));

function renderGrid(count: number, updating = false) {
  return render(
    <CardGrid
      items={items(count)}
      label="ICPs"
      updating={updating}
      renderCard={(item) => <article aria-label={item.name}>{item.name}</article>}
    />,
  );
}

const shownNames = () =>
  within(screen.getByRole('list', { name: 'ICPs' }))
    .getAllByRole('article')
    .map((card) => card.textContent);

const names = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `ICP ${from + i}`);

it(`shows ${CARD_PAGE} cards at first; 'Show more' adds the next ${CARD_PAGE} and takes focus to the first of them`, async () => {
  const user = userEvent.setup();
  renderGrid(50);

  expect(shownNames()).toEqual(names(1, 24));
  expect(screen.getByText('Showing 24 of 50 ICPs')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Show more ICPs' }));

  expect(shownNames()).toEqual(names(1, 48));
  expect(screen.getByText('Showing 48 of 50 ICPs')).toBeInTheDocument();
  await waitFor(() =>
    expect(
      screen.getByRole('article', { name: 'ICP 25' }).closest('[role="listitem"]'),
    ).toHaveFocus(),
  );

  await user.click(screen.getByRole('button', { name: 'Show more ICPs' }));

  expect(shownNames()).toEqual(names(1, 50));
  expect(screen.queryByRole('button', { name: 'Show more ICPs' })).not.toBeInTheDocument();
  expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
});

it('shows no button when every card fits on the first page', () => {
  renderGrid(24);

  expect(shownNames()).toEqual(names(1, 24));
  expect(screen.queryByRole('button', { name: 'Show more ICPs' })).not.toBeInTheDocument();
});

it('keeps the button out of reach while a reload runs', () => {
  renderGrid(30, true);

  expect(screen.getByRole('list', { name: 'ICPs' })).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('button', { name: 'Show more ICPs' })).toBeDisabled();
});

describe('as the end of the grid nears the screen', () => {
  let nearScreen: (() => void) | undefined;

  beforeEach(() => {
    nearScreen = undefined;
    // jsdom lays nothing out: this stands in for the browser saying the footer is in reach.
    class FakeIntersectionObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        nearScreen = () =>
          this.callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
      }
      disconnect() {
        nearScreen = undefined;
      }
    }
    window.IntersectionObserver =
      FakeIntersectionObserver as unknown as typeof window.IntersectionObserver;
  });

  afterEach(() => {
    delete (window as Partial<typeof window>).IntersectionObserver;
  });

  it('shows the next page by itself, and watches again until every card shows', () => {
    renderGrid(60);
    expect(shownNames()).toHaveLength(24);

    act(() => nearScreen!());
    expect(shownNames()).toEqual(names(1, 48));
    // Cards that scrolling brought take no focus.
    expect(document.body).toHaveFocus();

    act(() => nearScreen!());
    expect(shownNames()).toEqual(names(1, 60));
    expect(nearScreen).toBeUndefined();
  });
});
