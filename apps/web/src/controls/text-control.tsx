import { useEffect, useState } from 'react'

/** A string parameter, committed on blur or Enter so each keystroke is not an operation. */
export function TextControl({
  name,
  value,
  readOnly,
  onChange,
}: {
  name: string
  value: string
  readOnly?: boolean
  onChange: (value: string) => void
}) {
  const [draft, setDraft] = useState(value)
  useEffect(() => setDraft(value), [value])
  return (
    <input
      type="text"
      className="control control--text"
      data-param-input={name}
      value={draft}
      readOnly={readOnly}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => draft !== value && onChange(draft)}
      onKeyDown={(event) => event.key === 'Enter' && draft !== value && onChange(draft)}
    />
  )
}
