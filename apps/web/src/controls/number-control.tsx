import type { ParameterDefinition } from '@mindwire/synth/catalogue'

type NumberParameter = Extract<ParameterDefinition, { type: 'number' }>

const SLIDER_STEPS = 1000

/** Slider position 0..1 ↔ value, logarithmic for log-scaled parameters (envelope times). */
export function toSlider(parameter: NumberParameter, value: number): number {
  const { min, max } = parameter
  if (parameter.scale === 'log' && min > 0) return Math.log(value / min) / Math.log(max / min)
  return (value - min) / (max - min)
}

export function fromSlider(parameter: NumberParameter, position: number): number {
  const { min, max } = parameter
  if (parameter.scale === 'log' && min > 0) return min * (max / min) ** position
  return min + position * (max - min)
}

/** A number parameter: a slider (log-scaled where the catalogue says) and an exact number field. */
export function NumberControl({
  parameter,
  value,
  onChange,
}: {
  parameter: NumberParameter
  value: number
  onChange: (value: number) => void
}) {
  return (
    <div className="control control--number">
      <input
        type="range"
        aria-label={parameter.name}
        min={0}
        max={SLIDER_STEPS}
        step={1}
        value={Math.round(toSlider(parameter, value) * SLIDER_STEPS)}
        onChange={(event) => onChange(fromSlider(parameter, Number(event.target.value) / SLIDER_STEPS))}
      />
      <input
        type="number"
        data-param-input={parameter.name}
        min={parameter.min}
        max={parameter.max}
        step={parameter.step}
        value={value}
        onChange={(event) => {
          const next = Number(event.target.value)
          if (event.target.value !== '' && Number.isFinite(next)) onChange(next)
        }}
      />
      {parameter.unit && <span className="control__unit">{parameter.unit}</span>}
    </div>
  )
}
