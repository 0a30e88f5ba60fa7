import { useCallback, useContext, useEffect } from 'react';
import { App } from '@portal/shared/antd-nav';
import { UNSAFE_DataRouterContext, useBlocker, type BlockerFunction } from '@portal/shared/router';
import { openDiscardConfirm } from './discard-confirm';
import {
  discardUnsavedChanges,
  hasUnsavedChanges,
  useHasUnsavedChanges,
} from './unsaved-changes-store';

/** Where a move leaves the form behind: by default, a move to another page. */
export type LeavesTheForm = (move: {
  currentLocation: RouterLocation;
  nextLocation: RouterLocation;
}) => boolean;

type RouterLocation = Parameters<BlockerFunction>[0]['currentLocation'];

const toAnotherPage: LeavesTheForm = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname;

/** Holds in-app navigation away from a dirty form until the user chose to discard it. */
function NavigationBlocker({ leaves }: { leaves: LeavesTheForm }) {
  const { modal } = App.useApp();
  const blocks = useCallback<BlockerFunction>(
    (move) => hasUnsavedChanges() && leaves(move),
    [leaves],
  );
  const blocker = useBlocker(blocks);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const dialog = openDiscardConfirm(modal, {
      onDiscard: () => {
        discardUnsavedChanges();
        blocker.proceed();
      },
      onKeep: () => blocker.reset(),
    });
    return () => dialog.destroy();
  }, [blocker, modal]);

  return null;
}

/** Asks the browser to confirm a reload or tab close while a form is dirty. */
function useBeforeUnloadPrompt(isDirty: boolean) {
  useEffect(() => {
    if (!isDirty) return;
    const prompt = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', prompt);
    return () => window.removeEventListener('beforeunload', prompt);
  }, [isDirty]);
}

/**
 * Guards unsaved forms against leaving the page. Navigation can only be blocked inside a
 * data router (createBrowserRouter); in a plain <BrowserRouter> only the unload prompt applies.
 * `leaves` says which moves leave the form behind: a page whose form is not in the URL passes
 * one that also counts a change of query (the browser's Back between its own views).
 */
export function UnsavedChangesGuard({ leaves = toAnotherPage }: { leaves?: LeavesTheForm }) {
  const isDirty = useHasUnsavedChanges();
  const inDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  useBeforeUnloadPrompt(isDirty);
  return inDataRouter ? <NavigationBlocker leaves={leaves} /> : null;
}
