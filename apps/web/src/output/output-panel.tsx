import { useStudioWords } from '../app/studio-words.ts'
import { ScopeView } from './scope-view.tsx'
import { SpectrumView } from './spectrum-view.tsx'

/** The output section: live spectrum and oscilloscope of what the speakers play. */
export function OutputPanel() {
  const say = useStudioWords()
  return (
    <section className="output-panel" aria-label={say.output}>
      <SpectrumView />
      <ScopeView />
    </section>
  )
}
