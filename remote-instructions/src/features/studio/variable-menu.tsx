import { useEffect, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { theme } from '@portal/shared/antd';
import type { PromptVariable } from '@portal/contract/template';

interface VariableMenuProps {
  id: string;
  optionId: (index: number) => string;
  entries: PromptVariable[];
  active: number;
  /** Opened by the button: the list takes the focus (the textarea keeps it after `{{`). */
  takesFocus: boolean;
  onPick: (variable: PromptVariable) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onLeave: () => void;
}

/** The catalogue entries to insert, under the Instruction field: name and what it holds. */
export function VariableMenu(props: VariableMenuProps) {
  const { id, optionId, entries, active, takesFocus, onPick, onKeyDown, onLeave } = props;
  const { token } = theme.useToken();
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (takesFocus) list.current?.focus();
  }, [takesFocus]);

  useEffect(() => {
    // jsdom has no scrollIntoView.
    if (active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, optionId]);

  const popup: CSSProperties = {
    position: 'absolute',
    top: '100%',
    left: 0,
    zIndex: token.zIndexPopupBase,
    width: 'min(100%, 480px)',
    maxHeight: 280,
    overflowY: 'auto',
    margin: '4px 0 0',
    padding: token.paddingXXS,
    listStyle: 'none',
    background: token.colorBgElevated,
    borderRadius: token.borderRadiusLG,
    boxShadow: token.boxShadowSecondary,
    outlineColor: token.colorPrimary,
  };
  const option = (isActive: boolean): CSSProperties => ({
    padding: `${token.paddingXXS}px ${token.paddingSM}px`,
    borderRadius: token.borderRadiusSM,
    cursor: 'pointer',
    background: isActive ? token.controlItemBgActive : undefined,
  });

  return (
    <ul
      ref={list}
      id={id}
      role="listbox"
      aria-label="Insert variable"
      aria-activedescendant={active >= 0 ? optionId(active) : undefined}
      // In the tab order while open, as a scrollable region must be (axe).
      tabIndex={0}
      style={popup}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onLeave();
      }}
      // A click keeps the focus where it is, so the caret stays put for the insertion.
      onMouseDown={(event) => event.preventDefault()}
    >
      {entries.map((entry, index) => (
        // Keyboard users choose with the arrows and Enter on the list (aria-activedescendant).
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={entry.name}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          style={option(index === active)}
          onClick={() => onPick(entry)}
        >
          <code style={{ fontFamily: token.fontFamilyCode }}>{entry.name}</code>
          <span style={{ display: 'block', color: token.colorTextSecondary }}>
            {entry.description}
          </span>
        </li>
      ))}
    </ul>
  );
}
