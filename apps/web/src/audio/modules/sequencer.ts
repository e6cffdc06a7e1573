import type { CanvasNode } from '@mindwire/synth/graph'
import * as Tone from 'tone'
import { AudioModule, clamp, midiToHz, type ParamValue, type ToneDescription } from '../audio-module.ts'
import type { ModuleContext } from '../module-context.ts'
import type { ControlInput, ControlSignal } from '../ports/control-signal.ts'
import type { NoteSignal } from '../ports/note-signal.ts'
import { noteToMidi, parseSequence, type SequenceStep } from './sequence.ts'

const BPM_RANGE = [40, 240] as const

/**
 * 简单音序器: plays its steps back to back in a loop (a Tone.Part on the global Transport, whose tempo
 * it sets). Notes go out with the audio time they start at, so instruments play them sample-exactly.
 * The bpm input, when connected and above 0, overrides the parameter and is clamped like it.
 */
export class SequencerModule extends AudioModule {
  readonly #notes: NoteSignal
  readonly #velocities: NoteSignal
  readonly #frequency: ControlSignal
  readonly #gate: ControlSignal
  readonly #bpmIn: ControlInput
  #part: Tone.Part<{ time: string; index: number; step: SequenceStep }> | undefined
  #playing = -1
  #offTimer: ReturnType<typeof setTimeout> | undefined

  constructor(node: CanvasNode, context: ModuleContext) {
    super(node, context)
    this.#notes = this.noteOutput('activeNotes')
    this.#velocities = this.noteOutput('activeVelocities')
    this.#frequency = this.controlOutput('frequency', 0)
    this.#gate = this.controlOutput('gate', 0)
    this.#bpmIn = this.controlInput('bpm', 0, () => this.#applyTempo())
    this.onDispose(() => {
      clearTimeout(this.#offTimer)
      this.#part?.dispose()
      context.readouts.delete(`${this.id}:step`)
    })
  }

  /** The tempo in force: the bpm input when it carries a positive value, else the parameter. */
  bpm(): number {
    const input = this.#bpmIn.value ?? 0
    return clamp(input > 0 ? input : this.num('bpm'), BPM_RANGE[0], BPM_RANGE[1])
  }

  protected applyParam(name: string, _value: ParamValue): void {
    if (name === 'bpm') this.#applyTempo()
    if (name === 'sequence') this.#rebuild()
    if (name === 'running') this.#applyRunning()
  }

  protected override applyEnabled(): void {
    this.#applyRunning()
  }

  #applyTempo(): void {
    Tone.getTransport().bpm.value = this.bpm()
  }

  #rebuild(): void {
    this.#part?.dispose()
    const steps = parseSequence(this.str('sequence'))
    let ticks = 0
    const events = steps.map((step, index) => {
      const event = { time: `${ticks}i`, index, step }
      ticks += Math.max(1, Tone.Time(step.duration).toTicks())
      return event
    })
    const part = new Tone.Part((time, event) => this.#trigger(time, event.index, event.step), events)
    part.loop = true
    part.loopEnd = `${Math.max(ticks, 1)}i`
    this.#part = part
    this.#applyRunning()
  }

  #applyRunning(): void {
    const part = this.#part
    if (!part) return
    const run = this.enabled && this.bool('running') && part.length > 0
    if (run && part.state !== 'started') {
      this.#applyTempo()
      const transport = Tone.getTransport()
      part.start(transport.state === 'started' ? transport.position : 0)
      if (transport.state !== 'started') transport.start()
    } else if (!run && part.state === 'started') {
      part.stop()
      this.#release(Tone.now())
    }
  }

  #trigger(time: number, index: number, step: SequenceStep): void {
    const midi = clamp((noteToMidi(step.note) ?? 60) + this.num('transpose'), 0, 127)
    this.#playing = index
    // An empty list first, so the same note twice in a row is played twice.
    this.#notes.set([], time)
    this.#velocities.set([step.velocity], time)
    this.#notes.set([midi], time)
    this.#frequency.set(midiToHz(midi))
    this.#gate.set(1)
    this.context.readouts.set(`${this.id}:step`, index)
    const end = time + Tone.Time(step.duration).toSeconds()
    clearTimeout(this.#offTimer)
    this.#offTimer = setTimeout(
      () => {
        // A following step took over already when steps are back to back.
        if (this.#playing === index) this.#release(end)
      },
      Math.max(0, (end - Tone.now()) * 1000),
    )
  }

  #release(time: number): void {
    this.#playing = -1
    this.#notes.set([], time)
    this.#velocities.set([], time)
    this.#gate.set(0)
  }

  describe(): ToneDescription {
    return {
      kind: 'Part',
      nodes: [],
      values: {
        bpm: this.bpm(),
        transportBpm: Math.round(Tone.getTransport().bpm.value),
        steps: this.#part?.length ?? 0,
        state: this.#part?.state ?? 'stopped',
      },
    }
  }
}
