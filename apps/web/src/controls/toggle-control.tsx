import { useStudioWords } from '../app/studio-words.ts'
/** A boolean parameter (or the enabled switch). */
export function ToggleControl({
  name,
  value,
  onChange,
}: {
  name: string
  value: boolean
  onChange: (value: boolean) => void
}) {
  const say = useStudioWords()
  return (
    <label className="control control--toggle">
      <input
        type="checkbox"
        data-param-input={name}
        checked={value}
        onChange={(event) => onChange(event.target.checked)}
      />
      {value ? say.on : say.off}
    </label>
  )
}
