import { moduleDefinition } from '@mindwire/synth/catalogue'
import type { CanvasNode } from '@mindwire/synth/graph'
import { StartAudioButton } from '../app/start-audio-button.tsx'
import { useStudio } from '../app/studio-context.tsx'
import { parameterText, useStudioWords } from '../app/studio-words.ts'
import { useReadout } from '../app/use-readout.ts'
import { TraceView } from '../output/trace-view.tsx'

const SUMMARY_COUNT = 3

/** The small live view under a module: key values, the scope trace, the status or the start button. */
export function ModuleBadge({ node }: { node: CanvasNode }) {
  const started = useStudio((state) => state.audioStarted)
  const status = useReadout<string>(`${node.id}:status`)
  const trace = useReadout<Float32Array>(`${node.id}:trace`)
  const say = useStudioWords()
  if (node.type === 'oscilloscope') return <TraceView samples={trace} width={200} height={60} />
  if (node.type === 'speaker' && !started)
    return (
      <div className="module__badge nodrag">
        <StartAudioButton compact />
      </div>
    )
  const visible = (moduleDefinition(node.type)?.parameters ?? []).filter((p) => !p.hidden && !p.readonly)
  return (
    <dl className="module__badge">
      {visible.slice(0, SUMMARY_COUNT).map((parameter) => (
        <div key={parameter.name}>
          <dt data-param={parameter.name}>{parameterText(say, parameter.name)}</dt>
          <dd data-param={parameter.name}>{String(node.params[parameter.name] ?? parameter.default)}</dd>
        </div>
      ))}
      {status !== undefined && (
        <div>
          <dt>{parameterText(say, 'status')}</dt>
          <dd>{status}</dd>
        </div>
      )}
    </dl>
  )
}
