import type { ModuleDefinition, PortDefinition } from './module-definition.ts'

// Note sources emit the MIDI numbers held now and their velocities (0..1), index for index.
const NOTE_OUTPUTS: PortDefinition[] = [
  { name: 'activeNotes', type: 'array' },
  { name: 'activeVelocities', type: 'array' },
]

/** MIDI输入器: notes from a WebMIDI device. */
export const MIDI_INPUT: ModuleDefinition = {
  type: 'midiinput',
  className: 'MIDIInputModule',
  label: 'MIDI输入器',
  defaultName: 'MIDI输入器',
  category: '输入',
  audio: false,
  description:
    'Notes from a MIDI device: note = clamp(note+transpose, 0, 127), velocity = clamp(v/127*velocitySensitivity, 0, 1). channel 0 listens to all channels.',
  parameters: [
    { name: 'channel', type: 'number', default: 0, min: 0, max: 16, step: 1 },
    // The browser fills the options from the WebMIDI devices it finds; the catalogue cannot know them.
    { name: 'inputDevice', type: 'list', default: '', options: [] },
    { name: 'transpose', type: 'number', default: 0, min: -24, max: 24, step: 1, unit: 'semitones' },
    { name: 'velocitySensitivity', type: 'number', default: 1, min: 0.1, max: 2, step: 0.05 },
  ],
  inputs: [],
  outputs: NOTE_OUTPUTS,
}

/** 键盘输入器: a virtual MIDI keyboard played with the mouse or the computer keys. */
export const KEYBOARD_INPUT: ModuleDefinition = {
  type: 'keyboardinput',
  className: 'KeyboardInputModule',
  label: '键盘输入器',
  defaultName: '键盘输入器',
  category: '输入',
  audio: false,
  description:
    "A virtual MIDI keyboard: keys a w s e d f t g y h u j play startNote+0..11 and k o l p ; ' ] play +12..+18, at velocity clamp(0.7*velocitySensitivity, 0, 1).",
  parameters: [
    { name: 'transpose', type: 'number', default: 0, min: -24, max: 24, step: 1, unit: 'semitones' },
    { name: 'velocitySensitivity', type: 'number', default: 1, min: 0.1, max: 2, step: 0.05 },
    { name: 'startNote', type: 'number', default: 60, min: 24, max: 96, step: 12 },
    { name: 'noteCount', type: 'number', default: 24, min: 12, max: 36, step: 12 },
    { name: 'keyboardEnabled', type: 'boolean', default: true },
  ],
  inputs: [],
  outputs: NOTE_OUTPUTS,
}

/** 简单音序器: a looping step sequence. */
export const SEQUENCER: ModuleDefinition = {
  type: 'sequencer',
  className: 'SequencerModule',
  label: '简单音序器',
  defaultName: '音序器',
  category: '输入',
  audio: false,
  customUI: 'SequenceEditor',
  description:
    'A looping step sequencer. sequence is a JSON array of {note: "C4", velocity: 0..1, duration: "8n"} played back to back at bpm (the global tempo). frequency (Hz) and gate (0/1) follow the newest active note. The bpm input is clamped to the parameter range.',
  parameters: [
    { name: 'bpm', type: 'number', default: 120, min: 40, max: 240, step: 1 },
    { name: 'running', type: 'boolean', default: false, hidden: true },
    { name: 'sequence', type: 'string', default: '[]', hidden: true },
    { name: 'transpose', type: 'number', default: 0, min: -24, max: 24, step: 1, unit: 'semitones' },
  ],
  inputs: [{ name: 'bpm', type: 'number', initial: 0 }],
  outputs: [...NOTE_OUTPUTS, { name: 'frequency', type: 'number' }, { name: 'gate', type: 'number' }],
}
