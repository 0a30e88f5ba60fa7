import { CLIENT_EVENT_LIMITS, cutToLength } from '@portal/contract/limits';
import { getRuntimeConfig } from '@portal/shared';
import type { ClientEvent } from './client-event';

/** Half the API's limit: 500 characters of 4 bytes each still fit the 4 KiB body. */
const MAX_MESSAGE_LENGTH = CLIENT_EVENT_LIMITS.message / 2;
/** A page in a loop of errors reports its first few, not thousands. */
const MAX_EVENTS_PER_PAGE = 10;
let sent = 0;

/**
 * Posts one event to the API. `keepalive` lets it finish while the page unloads; no
 * credentials and no Authorization header go with it, and failures are dropped (reporting a
 * failed report would only loop).
 */
export function sendClientEvent(event: ClientEvent): void {
  if (sent >= MAX_EVENTS_PER_PAGE) return;
  sent += 1;
  const body: ClientEvent = {
    ...event,
    // Between two characters: half an emoji would get the report refused.
    message: cutToLength(event.message, MAX_MESSAGE_LENGTH),
    // Without query or hash: only the route, never what a form put in the URL.
    url: location.origin + location.pathname,
  };
  fetch(`${getRuntimeConfig().apiBaseUrl}/api/client-events`, {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => {});
}

/** Tests start from a page that has sent nothing. */
export function resetSentClientEvents(): void {
  sent = 0;
}
