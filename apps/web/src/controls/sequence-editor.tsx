import type { CanvasNode } from '@mindwire/synth/graph'
import { useStudioWords } from '../app/studio-words.ts'
import { useReadout } from '../app/use-readout.ts'
import { parseSequence, type SequenceStep } from '../audio/modules/sequence.ts'

const DURATIONS = ['1n', '2n', '4n', '8n', '16n', '32n']
const STARTER: SequenceStep[] = ['C4', 'E4', 'G4', 'C5'].map((note) => ({
  note,
  velocity: 0.8,
  duration: '8n',
}))

/** The sequencer's steps (note, velocity, duration) with play/stop; writes the hidden `sequence` JSON. */
export function SequenceEditor({
  node,
  onChange,
}: {
  node: CanvasNode
  onChange: (name: string, value: string | boolean) => void
}) {
  const steps = parseSequence(String(node.params.sequence ?? '[]'))
  const playing = useReadout<number>(`${node.id}:step`)
  const running = node.params.running === true
  const say = useStudioWords().sequence
  const write = (next: SequenceStep[]) => onChange('sequence', JSON.stringify(next))
  const update = (index: number, patch: Partial<SequenceStep>) =>
    write(steps.map((step, i) => (i === index ? { ...step, ...patch } : step)))

  return (
    <div className="sequence-editor">
      <div className="sequence-editor__bar">
        <button type="button" data-testid="sequencer-run" onClick={() => onChange('running', !running)}>
          {running ? say.stop : say.play}
        </button>
        <button
          type="button"
          onClick={() => write([...steps, { note: 'C4', velocity: 0.8, duration: '8n' }])}
        >
          {say.addStep}
        </button>
        {steps.length === 0 && (
          <button type="button" onClick={() => write(STARTER)}>
            {say.example}
          </button>
        )}
      </div>
      <ol>
        {steps.map((step, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: steps are positions in a pattern; they have no identity of their own
            key={`${index}-${step.note}`}
            className={running && playing === index ? 'step step--playing' : 'step'}
          >
            <input
              aria-label={say.note}
              value={step.note}
              size={4}
              onChange={(event) => update(index, { note: event.target.value })}
            />
            <input
              aria-label={say.velocity}
              type="number"
              min={0}
              max={1}
              step={0.05}
              value={step.velocity}
              onChange={(event) => update(index, { velocity: Number(event.target.value) })}
            />
            <select
              aria-label={say.duration}
              value={step.duration}
              onChange={(event) => update(index, { duration: event.target.value })}
            >
              {DURATIONS.map((duration) => (
                <option key={duration}>{duration}</option>
              ))}
            </select>
            <button
              type="button"
              aria-label={say.remove}
              onClick={() => write(steps.filter((_, i) => i !== index))}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
    </div>
  )
}
