import { describe, expect, it } from 'vitest'
import { bindValues } from './bind-values.ts'
import { scanCommand } from './scan-command.ts'

const empty = { nodes: [], edges: [] }

/** Which module word each setting word went to, by the module's text. */
function bound(text: string, accepts: (module: string, words: string[]) => boolean = () => true) {
  const tokens = scanCommand(text, empty)
  const modules = tokens.flatMap((token, index) =>
    token.kind === 'module' ? [{ item: token.text, index }] : [],
  )
  const result = bindValues(tokens, modules, (module, unit) =>
    accepts(
      module,
      unit.map((token) => token.text),
    ),
  )
  return Object.fromEntries([...result].map(([module, unit]) => [module, unit.map((token) => token.text)]))
}

describe('binding values to the modules they were said with', () => {
  it('gives a value to the module word next to it, the following one on a tie', () => {
    expect(bound('add a sawtooth oscillator and a speaker')).toEqual({ oscillator: ['sawtooth'] })
    expect(bound('add an oscillator with freq 220 and a reverb with wet 0.3')).toEqual({
      oscillator: ['freq', '220'],
      reverb: ['wet', '0.3'],
    })
  })

  it('moves a value to the next nearest module when the nearest lacks the parameter', () => {
    const noWaveformOnSpeakers = (module: string) => module !== 'speaker'
    expect(bound('add an oscillator and a speaker with a square wave', noWaveformOnSpeakers)).toEqual({
      oscillator: ['square', 'wave'],
    })
  })
})
