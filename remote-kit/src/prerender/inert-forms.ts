/**
 * Markup that cannot act before its code runs: a form's submit buttons become plain buttons,
 * so pressing Enter or clicking before the page's code has loaded never submits the form
 * natively (a GET to the page itself, with the password in the URL; implicit submission
 * needs a submit button once a form has more than one text field). `data-prerendered-submit`
 * marks them for the host, which submits the live form for a press it saw
 * (host/src/prerender/held-submit.ts).
 */
export function inertForms(html: string): string {
  return html.replace(/(<button\b[^>]*?\btype=")submit(")/g, '$1button$2 data-prerendered-submit');
}
