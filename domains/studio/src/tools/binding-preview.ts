import type { Chain, SignalBinding } from '../chain/chain.ts'
import { simulateDrive, watchBinding } from '../signals/index.ts'

const drive = simulateDrive()

/** The values a bound parameter takes over the simulated drive, every 5 s, for the model and the person to see. */
export function bindingPreview(
  chain: Chain,
  binding: SignalBinding,
): Array<{ t: number; signal: number; value: number }> {
  const module = chain.modules.find((candidate) => candidate.id === binding.moduleId)
  if (!module) return []
  const watched = watchBinding({ module, binding, drive, stepS: 5 })
  if (!watched.ok) return []
  return watched.points.map((point) => ({
    t: point.t,
    signal: Math.round(point.signal * 10) / 10,
    value: Math.round(point.value * 100) / 100,
  }))
}
