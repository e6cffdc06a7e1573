import { optionText, useStudioWords } from '../app/studio-words.ts'
/** A list parameter: one of its options (MIDI devices fill theirs at run time). */
export function SelectControl({
  name,
  value,
  options,
  onChange,
}: {
  name: string
  value: string
  options: readonly string[]
  onChange: (value: string) => void
}) {
  const choices = options.includes(value) ? options : [value, ...options]
  const say = useStudioWords()
  return (
    <select
      className="control control--select"
      data-param-input={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {choices.map((option) => (
        <option key={option} value={option}>
          {option === '' ? say.allOptions : optionText(say, option)}
        </option>
      ))}
    </select>
  )
}
