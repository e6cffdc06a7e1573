import { readFileSync } from 'node:fs'
import { z } from 'zod'

/** What a parameter is, for choosing its control: a level, a frequency, a width, a time, a ratio, a switch, a choice. */
export const CONTROL_ROLES = ['level', 'frequency', 'width', 'time', 'ratio', 'switch', 'choice'] as const
export type ControlRole = (typeof CONTROL_ROLES)[number]

/** The controls a panel can draw. */
export const WIDGETS = [
  'knob',
  'fader',
  'slider',
  'toggle',
  'push-button',
  'rotary-selector',
  'segmented',
  'dropdown',
] as const

const colour = z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour is #rrggbb')
const styleSchema = z.object({
  id: z.string().regex(/^[a-z][a-z-]*$/),
  title: z.string().min(1),
  titleZh: z.string().min(1),
  palette: z.object({ background: colour, surface: colour, accent: colour, text: colour, muted: colour }),
  font: z.string().min(1),
  meter: z.enum(['vu-needle', 'led-bar', 'bar', 'none']),
  widgets: z.record(z.enum(CONTROL_ROLES), z.enum(WIDGETS)),
})
export type TuningUiStyle = z.infer<typeof styleSchema>

/** The styles of knowledge/forge/tuning-ui-styles.json, validated at load (an error names the file). */
function load(): readonly TuningUiStyle[] {
  const file = new URL('../../knowledge/forge/tuning-ui-styles.json', import.meta.url)
  const parsed = z
    .object({ $source: z.string(), styles: z.array(styleSchema).min(1) })
    .safeParse(JSON.parse(readFileSync(file, 'utf8')))
  if (!parsed.success) throw new Error(`${file.pathname}: ${parsed.error.message}`)
  return parsed.data.styles
}

export const TUNING_UI_STYLES = load()

/** A style by id, or undefined. */
export function tuningUiStyle(id: string): TuningUiStyle | undefined {
  return TUNING_UI_STYLES.find((style) => style.id === id)
}
