import { expect, it } from 'vitest'
import { runFleetLoad } from '../../apps/bench/src/load/fleet-load.ts'
import { describeCluster } from './testing/cluster-suite.ts'

describeCluster('kill one instance mid-run', 3, (t) => {
  it('kill -9 of one of three instances under load: 0 lost commands, 0 duplicate executions, its cars reconnect', async () => {
    const report = await runFleetLoad({
      cluster: t.cluster,
      databaseUrl: t.databaseUrl,
      vehicles: 12,
      dialogsPerSecond: 8,
      durationMs: 6000,
      kill: { instance: 0, atMs: 2500 },
    })
    expect(report.handedOver).toBe(4)
    expect(report.reconnected).toBe(4)
    expect(report.executed).toBeGreaterThan(20)
    expect(report.lost).toBe(0)
    expect(report.duplicateExecutions).toBe(0)
    // Commands crossed instances: dialogs land on a random instance, cars sit on their own.
    expect(report.crossedShare).toBeGreaterThan(0.4)
    expect(report.errors).toBe(0)
  }, 90_000)
})
