import { ScopeView } from './scope-view.tsx'
import { SpectrumView } from './spectrum-view.tsx'

/** The output section: live spectrum and oscilloscope of what the speakers play. */
export function OutputPanel() {
  return (
    <section className="output-panel" aria-label="输出">
      <SpectrumView />
      <ScopeView />
    </section>
  )
}
