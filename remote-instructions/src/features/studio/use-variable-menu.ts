import { useEffect, useEffectEvent, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import type { PromptType } from '@portal/contract';
import { variablesFor, type PromptVariable } from '@portal/contract/template';
import { insertAtCaret } from './insert-at-caret';

interface OpenMenu {
  /** 'button': the list holds the focus; 'braces': `{{` was typed and the textarea keeps it. */
  origin: 'button' | 'braces';
  /** The text the chosen variable replaces: the selection, or the typed `{{` and name. */
  from: number;
  to: number;
  /** The name typed after `{{`, which narrows the list. */
  query: string;
  /** The highlighted entry; -1 until an arrow key picks one, so Enter still breaks a line. */
  active: number;
}

const BRACES = '{{';
const NAME_SO_FAR = /^[\w.]*$/;
/** Keys that move the caret off the name typed after `{{` (Enter without a choice too). */
const CARET_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Enter',
  'Tab',
]);

/** A text variable as its tag; a list as its catalogue example, a section over its items. */
export const snippetFor = (variable: PromptVariable) =>
  variable.kind === 'text' ? `{{${variable.name}}}` : variable.example;

const matching = (promptType: PromptType, query: string) =>
  variablesFor(promptType).filter((variable) =>
    variable.name.toLowerCase().includes(query.toLowerCase()),
  );

/**
 * The insert-variable menu of a textarea: opened by its button or by typing `{{`, it lists the
 * catalogue entries of the type; arrows choose, Enter inserts at the caret, Escape closes and
 * gives the textarea the focus back.
 */
export function useVariableMenu(textarea: HTMLTextAreaElement, promptType: PromptType) {
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;
  const entries = menu ? matching(promptType, menu.query) : [];

  const pick = (variable: PromptVariable) => {
    if (!menu) return;
    setMenu(null);
    insertAtCaret(textarea, menu.from, menu.to, snippetFor(variable));
  };

  const closeToText = () => {
    setMenu(null);
    textarea.focus();
  };

  /** The keys the open menu answers; whether it took this one. */
  const answerKey = (key: string): boolean => {
    if (!menu) return false;
    const last = entries.length - 1;
    const activate = (active: number) => setMenu({ ...menu, active });
    if (key === 'ArrowDown') activate(Math.min(menu.active + 1, last));
    else if (key === 'ArrowUp') activate(Math.max(menu.active - 1, 0));
    else if (key === 'Home' && menu.origin === 'button') activate(0);
    else if (key === 'End' && menu.origin === 'button') activate(last);
    else if (key === 'Enter' && entries[menu.active]) pick(entries[menu.active]!);
    else if (key === 'Escape') closeToText();
    else {
      // Any other key is the text's: typing goes on; moving the caret away closes the menu,
      // at once, so Tab moves on from the textarea and not into the list it leaves.
      if (menu.origin === 'braces' && CARET_KEYS.has(key)) flushSync(() => setMenu(null));
      return false;
    }
    return true;
  };

  const onTextInput = useEffectEvent((event: Event) => {
    if ((event as InputEvent).isComposing) return;
    const { value, selectionStart: caret } = textarea;
    if (menu?.origin === 'braces') {
      const query = value.slice(menu.from + BRACES.length, caret);
      const stillAName =
        value.startsWith(BRACES, menu.from) &&
        caret >= menu.from + BRACES.length &&
        NAME_SO_FAR.test(query) &&
        matching(promptType, query).length > 0;
      setMenu(stillAName ? { ...menu, to: caret, query, active: -1 } : null);
      return;
    }
    const typedBraces =
      (event as InputEvent).inputType === 'insertText' &&
      value.slice(caret - BRACES.length, caret) === BRACES &&
      value[caret - BRACES.length - 1] !== '{';
    if (typedBraces) {
      setMenu({ origin: 'braces', from: caret - BRACES.length, to: caret, query: '', active: -1 });
    }
  });

  const onTextKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (menu?.origin === 'braces' && !event.isComposing && answerKey(event.key)) {
      event.preventDefault();
    }
  });

  const onTextLeft = useEffectEvent(() => {
    if (menu?.origin === 'braces') setMenu(null);
  });

  useEffect(() => {
    textarea.addEventListener('input', onTextInput);
    textarea.addEventListener('keydown', onTextKeyDown);
    textarea.addEventListener('blur', onTextLeft);
    textarea.addEventListener('click', onTextLeft);
    return () => {
      textarea.removeEventListener('input', onTextInput);
      textarea.removeEventListener('keydown', onTextKeyDown);
      textarea.removeEventListener('blur', onTextLeft);
      textarea.removeEventListener('click', onTextLeft);
    };
  }, [textarea]);

  // While `{{` has the menu open, the textarea points at it as an autocomplete textbox does.
  const braces = menu?.origin === 'braces';
  const activeId = menu && menu.active >= 0 ? optionId(menu.active) : null;
  useEffect(() => {
    if (!braces) return;
    textarea.setAttribute('aria-controls', listId);
    textarea.setAttribute('aria-autocomplete', 'list');
    if (activeId) textarea.setAttribute('aria-activedescendant', activeId);
    return () => {
      for (const name of ['aria-controls', 'aria-autocomplete', 'aria-activedescendant']) {
        textarea.removeAttribute(name);
      }
    };
  }, [textarea, braces, listId, activeId]);

  return {
    menu,
    entries,
    listId,
    optionId,
    pick,
    /** Opened by its button: the chosen variable replaces the selection. */
    open: () => {
      const { selectionStart: from, selectionEnd: to } = textarea;
      setMenu({ origin: 'button', from, to, query: '', active: -1 });
    },
    close: () => setMenu(null),
    /** Keys pressed in the list itself (opened by the button). */
    onListKeyDown: (event: { key: string; preventDefault: () => void }) => {
      if (answerKey(event.key)) event.preventDefault();
    },
  };
}
