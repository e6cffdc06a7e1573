import * as Tone from 'tone'

/** Envelope settings shared by every voice of a module. */
export interface EnvelopeSettings {
  attack: number
  decay: number
  sustain: number
  release: number
  /** Seconds the sustain holds before the voice releases by itself; 0 holds until the note ends. */
  sustainTime: number
}

/** One voice of the polyphonic oscillator: an oscillator through its own ADSR envelope. */
export class Voice {
  readonly oscillator: Tone.Oscillator
  readonly envelope: Tone.AmplitudeEnvelope
  note: number | null = null
  /** When the voice last started a note; the oldest is stolen when voices run out. */
  triggerTime = Number.NEGATIVE_INFINITY

  constructor(destination: Tone.InputNode, type: Tone.ToneOscillatorType, detune: number) {
    this.oscillator = new Tone.Oscillator({ detune })
    this.oscillator.type = type
    this.envelope = new Tone.AmplitudeEnvelope()
    this.oscillator.chain(this.envelope, destination)
    this.oscillator.start()
  }

  configure(settings: EnvelopeSettings): void {
    this.envelope.attack = settings.attack
    this.envelope.decay = settings.decay
    this.envelope.sustain = settings.sustain
    this.envelope.release = settings.release
  }

  start(note: number, frequency: number, amplitude: number, time: number, settings: EnvelopeSettings): void {
    this.note = note
    this.triggerTime = time
    this.oscillator.frequency.setValueAtTime(frequency, time)
    this.envelope.triggerAttack(time, amplitude)
    if (settings.sustainTime > 0)
      this.envelope.triggerRelease(time + settings.attack + settings.decay + settings.sustainTime)
  }

  release(time: number): void {
    this.note = null
    this.envelope.triggerRelease(time)
  }

  dispose(): void {
    this.oscillator.dispose()
    this.envelope.dispose()
  }
}
