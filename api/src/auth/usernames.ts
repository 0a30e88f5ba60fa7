/**
 * The one spelling of a username (an email address) that is stored, looked up and throttled:
 * trimmed, Unicode NFC (é typed as one character or as e + accent is one name) and lower case
 * (`VICTIM@example.com` is `victim@example.com`). Lower case, not case folding: 'straße' and
 * 'strasse' stay two names.
 */
export const normalizeUsername = (username: string): string =>
  username.trim().normalize('NFC').toLowerCase();
