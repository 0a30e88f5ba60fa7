// On every page from the start (bootstrap.tsx), so kept to a few lines: the code that sends
// is its own chunk, fetched only when there is something to report.

/** Reports an error nothing caught; a report that cannot be sent is dropped, never rethrown. */
function reportUncaught(message: string): void {
  import('./send-client-event')
    .then(({ sendClientEvent }) => sendClientEvent({ kind: 'uncaught-error', message }))
    .catch(() => {});
}

/** Errors nothing caught, and promises rejected with no handler, on any part of the page. */
export function reportUncaughtErrors(target: Window = window): void {
  target.addEventListener('error', (event) => reportUncaught(event.message));
  // String() of an Error reads "RangeError: Invalid time value".
  target.addEventListener('unhandledrejection', (event) => reportUncaught(String(event.reason)));
}
