import type { ParameterDefinition } from '@mindwire/synth/catalogue'
import { parameterText, useStudioWords } from '../app/studio-words.ts'
import { NumberControl } from './number-control.tsx'
import { SelectControl } from './select-control.tsx'
import { TextControl } from './text-control.tsx'
import { ToggleControl } from './toggle-control.tsx'

/** The control for one parameter, chosen by its type: slider/number, toggle, select or text. */
export function ParameterControl({
  parameter,
  value,
  options,
  onChange,
}: {
  parameter: ParameterDefinition
  value: number | boolean | string | undefined
  /** Run-time options of a list parameter (MIDI devices). */
  options?: readonly string[]
  onChange: (value: number | boolean | string) => void
}) {
  const id = `param-${parameter.name}`
  const say = useStudioWords()
  return (
    <div className="parameter" data-param={parameter.name}>
      <label htmlFor={id}>{parameterText(say, parameter.name)}</label>
      <div id={id}>
        {parameter.type === 'number' && (
          <NumberControl
            parameter={parameter}
            value={Number(value ?? parameter.default)}
            onChange={onChange}
          />
        )}
        {parameter.type === 'boolean' && (
          <ToggleControl
            name={parameter.name}
            value={Boolean(value ?? parameter.default)}
            onChange={onChange}
          />
        )}
        {parameter.type === 'list' && (
          <SelectControl
            name={parameter.name}
            value={String(value ?? parameter.default)}
            options={parameter.options.length > 0 ? parameter.options : (options ?? [''])}
            onChange={onChange}
          />
        )}
        {parameter.type === 'string' && (
          <TextControl
            name={parameter.name}
            value={String(value ?? parameter.default)}
            readOnly={parameter.readonly}
            onChange={onChange}
          />
        )}
      </div>
    </div>
  )
}
