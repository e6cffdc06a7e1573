/** How ports connect: control values (one source per input), audio (mixed), note arrays (concatenated). */
export type PortType = 'number' | 'audio' | 'array'

export interface PortDefinition {
  name: string
  type: PortType
  /** The value an unconnected number input holds (e.g. 0; `null` for advancedoscillator's detuneIn). */
  initial?: number | null
}

interface ParameterBase {
  name: string
  /** Shown in the control panel; hidden parameters (sequencer state) are not. */
  hidden?: boolean
  /** Set by the module itself (calculator status), never by a person or the agent. */
  readonly?: boolean
}

export type ParameterDefinition =
  | (ParameterBase & {
      type: 'number'
      default: number
      min: number
      max: number
      step: number
      unit?: string
      /** Log-scaled controls (envelope times). */
      scale?: 'linear' | 'log'
    })
  | (ParameterBase & { type: 'boolean'; default: boolean })
  | (ParameterBase & { type: 'list'; default: string; options: string[] })
  | (ParameterBase & { type: 'string'; default: string })

export type ModuleCategory = '信号源' | '效果' | '逻辑' | '输入' | '输出'

/** One module type of the catalogue (../../../../shared/SYNTH_MODULES.md). */
export interface ModuleDefinition {
  /** The type key, e.g. `simpleoscillator`. */
  type: string
  /** The class in the original application, e.g. SimpleOscillatorModule. */
  className: string
  /** The Chinese label, e.g. 简单振荡器. */
  label: string
  /** The name a new module gets, e.g. 振荡器. */
  defaultName: string
  category: ModuleCategory
  parameters: ParameterDefinition[]
  inputs: PortDefinition[]
  outputs: PortDefinition[]
  /** Every audio module can be switched off; a disabled effect passes its input through. */
  audio: boolean
  /** A new module of this type starts disabled (the speaker waits for the user's gesture to start audio). */
  startsDisabled?: boolean
  /** The custom control the UI shows (XYPad, CommonButton, SequenceEditor, oscilloscope), if any. */
  customUI?: string
  /** What the module does, in a sentence, for people and the model. */
  description: string
}
