import { useContext, useEffect } from 'react';
import { App } from '@portal/shared/antd-nav';
import { UNSAFE_DataRouterContext, useBlocker, type BlockerFunction } from '@portal/shared/router';
import { openDiscardConfirm } from './discard-confirm';
import {
  discardUnsavedChanges,
  hasUnsavedChanges,
  useHasUnsavedChanges,
} from './unsaved-changes-store';

const leavesThePage: BlockerFunction = ({ currentLocation, nextLocation }) =>
  hasUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname;

/** Holds in-app navigation away from a dirty form until the user chose to discard it. */
function NavigationBlocker() {
  const { modal } = App.useApp();
  const blocker = useBlocker(leavesThePage);

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
 */
export function UnsavedChangesGuard() {
  const isDirty = useHasUnsavedChanges();
  const inDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  useBeforeUnloadPrompt(isDirty);
  return inDataRouter ? <NavigationBlocker /> : null;
}
