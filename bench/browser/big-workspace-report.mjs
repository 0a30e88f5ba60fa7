// The big workspace's rows of the browser suite (big-workspace.mjs): one table, and its
// metrics as `bigWorkspace.<key>` (bench/budgets.json: `browser.bigWorkspace.<key>`).

/** Issue 13's goals, ms. */
export const BIG_WORKSPACE_GOALS = { firstIcpCardMs: 1500, typingInpMs: 100, tabsInpMs: 200 };

const ms = (value) => Math.round(value);
const verdict = (value, goal) => (value <= goal ? 'ok' : 'MISSED');

export function bigWorkspaceReport(big) {
  const goals = BIG_WORKSPACE_GOALS;
  const interactions = (what, timing, goal) => [
    `INP ${what} (p98 / max of ${timing.count})`,
    `${ms(timing.p98)} / ${ms(timing.max)} ms`,
    `<= ${goal} ms`,
    verdict(timing.p98, goal),
  ];
  const table = {
    title:
      `big workspace: ${big.icps} ICPs (3 segments, 3 personas each) and ${big.usps} USPs; ` +
      `ICP form of ${big.form.segments} segments and ${big.form.personas} personas ` +
      `(times: median of ${big.runs} runs since navigation start)`,
    columns: ['measure', 'value', 'goal', 'met'],
    rows: [
      [
        'first ICP card',
        `${ms(big.firstCardMs)} ms`,
        `<= ${goals.firstIcpCardMs} ms`,
        verdict(big.firstCardMs, goals.firstIcpCardMs),
      ],
      [
        `grid scrolled to ICP ${big.icps} (${big.cardsInPage} cards in the page then)`,
        `${ms(big.gridEndMs)} ms`,
        '',
        '',
      ],
      interactions('switching ICP/USP tabs', big.tabs, goals.tabsInpMs),
      interactions('typing into a segment description', big.typing, goals.typingInpMs),
      [
        `INP typing into a bare textarea, the machine's floor (p98 / max of ${big.typingFloor.count})`,
        `${ms(big.typingFloor.p98)} / ${ms(big.typingFloor.max)} ms`,
        '',
        '',
      ],
    ],
  };
  const metrics = {
    'bigWorkspace.firstIcpCardMs': ms(big.firstCardMs),
    'bigWorkspace.gridEndMs': ms(big.gridEndMs),
    'bigWorkspace.cardsInPage': big.cardsInPage,
    'bigWorkspace.tabsInpMs': ms(big.tabs.p98),
    'bigWorkspace.tabsMaxMs': ms(big.tabs.max),
    'bigWorkspace.typingInpMs': ms(big.typing.p98),
    'bigWorkspace.typingMaxMs': ms(big.typing.max),
    'bigWorkspace.typingFloorInpMs': ms(big.typingFloor.p98),
  };
  return { table, metrics };
}
