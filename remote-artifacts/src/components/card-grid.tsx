import { memo, useRef, useState, type ReactNode } from 'react';
import { Button, Col, Flex, Row, Typography } from '@portal/shared/antd';
import { useNearViewport } from '../hooks/use-near-viewport';

/** Cards shown at first and added by each 'Show more': whole rows of 1, 2 or 3 columns. */
export const CARD_PAGE = 24;

/**
 * The browser lays out and paints only the cards near the screen: with hundreds in the page,
 * showing the tab again costs the cards in view. They stay in the page, found by search and
 * read by assistive technology; the size stands in until a card was laid out once.
 */
const OFF_SCREEN_SKIPPED = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 240px',
} as const;

interface GridCellProps<T extends { id: string }> {
  item: T;
  renderCard: (item: T) => ReactNode;
}

/** memo: showing the next page leaves the cells already shown as they are. */
const GridCell = memo(function GridCell<T extends { id: string }>({
  item,
  renderCard,
}: GridCellProps<T>) {
  return (
    // Focusable from script only: 'Show more' moves focus to the first card it added, Undo
    // after a delete to the first card it restored (found by its id).
    <Col
      xs={24}
      md={12}
      xl={8}
      role="listitem"
      tabIndex={-1}
      data-card-id={item.id}
      style={OFF_SCREEN_SKIPPED}
    >
      {renderCard(item)}
    </Col>
  );
}) as <T extends { id: string }>(props: GridCellProps<T>) => ReactNode;

interface CardGridProps<T extends { id: string }> {
  items: T[];
  /** Names the list, e.g. 'ICPs': its accessible name and the 'Show more' button's text. */
  label: string;
  /** A reload is under way: the cards stay, dimmed and out of reach. */
  updating: boolean;
  renderCard: (item: T) => ReactNode;
}

/**
 * A workspace's cards (1, 2 or 3 columns), a page at a time (issue 13): a workspace of
 * hundreds would otherwise build every card before showing the first. The next page shows
 * when the end of the grid nears the screen, or with 'Show more', which takes keyboard focus
 * to the first card it added.
 */
function CardGridOf<T extends { id: string }>({
  items,
  label,
  updating,
  renderCard,
}: CardGridProps<T>) {
  const [count, setCount] = useState(CARD_PAGE);
  const rowRef = useRef<HTMLDivElement>(null);
  const shown = items.slice(0, count);
  const hasMore = items.length > shown.length;
  const showMore = () => setCount(shown.length + CARD_PAGE);
  const footerRef = useNearViewport<HTMLDivElement>(hasMore && !updating, showMore, shown.length);

  const showMoreAndFocus = () => {
    const firstAdded = shown.length;
    showMore();
    // After React has added them: the first new card is where reading goes on.
    requestAnimationFrame(() => {
      const item = rowRef.current?.children[firstAdded];
      if (item instanceof HTMLElement) item.focus();
    });
  };

  return (
    <Flex vertical gap={16}>
      <Row
        ref={rowRef}
        gutter={[16, 16]}
        role="list"
        aria-label={label}
        aria-busy={updating}
        inert={updating}
        style={{ opacity: updating ? 0.55 : 1, transition: 'opacity 0.2s' }}
      >
        {shown.map((item) => (
          <GridCell key={item.id} item={item} renderCard={renderCard} />
        ))}
      </Row>
      {hasMore && (
        <Flex ref={footerRef} vertical align="center" gap={8}>
          <Typography.Text type="secondary">
            Showing {shown.length} of {items.length} {label}
          </Typography.Text>
          <Button onClick={showMoreAndFocus} disabled={updating}>
            Show more {label}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}

/** memo: a tab switch re-renders the list around it; the same items need no new grid. */
export const CardGrid = memo(CardGridOf) as typeof CardGridOf;
