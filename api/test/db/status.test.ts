import { DatabaseStatus } from '../../src/db/status';

/** A status whose log lines land in `lines` as [level, message]. */
function logged() {
  const lines: [string, string][] = [];
  const status = new DatabaseStatus();
  status.logTo({
    warn: (_details, message) => void lines.push(['warn', message]),
    info: (message) => void lines.push(['info', message]),
  });
  return { status, lines };
}

const LOST: [string, string] = ['warn', 'database connection lost'];
const RESTORED: [string, string] = ['info', 'database connection restored'];

describe('the database status logs each change once', () => {
  test('many failures of one outage are one line; its end is another', () => {
    const { status, lines } = logged();
    status.connected();
    for (let i = 0; i < 5; i++) status.lost(new Error('terminated'));
    status.reached();
    status.connected();
    expect(lines).toEqual([LOST, RESTORED]);
  });

  test('a second outage is logged again', () => {
    const { status, lines } = logged();
    status.lost(new Error('one'));
    status.connected();
    status.lost(new Error('two'));
    expect(lines).toEqual([LOST, RESTORED, LOST]);
  });

  test('a connection opened before a logged loss reports nothing new, even after a restore', () => {
    const { status, lines } = logged();
    const busy = status.connected();
    const idle = status.connected();
    status.lost(new Error('idle one closed'), idle);
    const fresh = status.connected();
    status.lost(new Error('busy one closed late'), busy);
    expect(lines).toEqual([LOST, RESTORED]);
    status.lost(new Error('the new one closed'), fresh);
    expect(lines).toEqual([LOST, RESTORED, LOST]);
  });

  test('a failure another caller reports (a readiness probe) counts against the connection it ran on', () => {
    const { status, lines } = logged();
    const stale = status.connected();
    status.lost(new Error('killed while idle'), stale);
    status.connected();
    // The probe was handed a killed connection the pool had not dropped yet.
    const failure = new Error('terminating connection due to administrator command');
    status.failedOn(failure, stale);
    status.lost(failure);
    expect(lines).toEqual([LOST, RESTORED]);
    // A failure no connection is known for (a refused connect) is news.
    status.lost(new Error('connect ECONNREFUSED'));
    expect(lines).toEqual([LOST, RESTORED, LOST]);
  });

  test('nothing is written before an app gives it a logger, and nothing breaks', () => {
    const status = new DatabaseStatus();
    expect(() => {
      status.lost(new Error('early'));
      status.reached();
    }).not.toThrow();
  });
});
