import { paramLabel } from '../catalogue/display-names.ts'
import {
  type ModuleParamsSuggestion,
  type ModuleSubject,
  type ParamSuggestion,
  suggestModuleParams,
} from './suggest-params.ts'
import type { ControlRole, TuningUiStyle } from './tuning-ui-styles.ts'

/** One control of a generated panel, bound to one parameter of the module. */
export interface PanelControl {
  key: string
  /** What people call the parameter (the catalogue's param-labels.json), shown in place of its key. */
  label: { zh: string; en: string }
  role: ControlRole
  widget: string
  min?: number
  max?: number
  /** Frequencies move on a log scale, so a knob's travel is even per octave. */
  scale?: 'linear' | 'log'
  unit?: string
  default: unknown
  value?: unknown
  /** Why this parameter is on the panel (from suggest-module-params). */
  reason: { zh: string; en: string }
}

export interface PanelSection {
  id: 'main' | 'advanced'
  /** Advanced controls start folded. */
  collapsed: boolean
  controls: PanelControl[]
}

/** A tuning panel generated from a module definition in a named style (seed 000 §6.2 generate-tuning-ui). */
export interface TuningPanel {
  style: { id: string; title: string; titleZh: string }
  module: ModuleParamsSuggestion['module']
  palette: TuningUiStyle['palette']
  font: string
  meter: TuningUiStyle['meter']
  /** Grid columns of the main section: as many as fit four controls to a row. */
  columns: number
  sections: PanelSection[]
  /** Parameters left off the panel, with why. */
  omitted: Array<{ key: string; label: { zh: string; en: string }; reason: { zh: string; en: string } }>
}

const TIME_UNITS = new Set(['ms', 's'])

/** The role a parameter plays, from its unit and range; keys are read only for the switch/choice cases. */
function roleOf(param: ParamSuggestion): ControlRole {
  if (typeof param.default === 'boolean') return 'switch'
  if (typeof param.default === 'string') return 'choice'
  const unit = param.unit?.toLowerCase()
  if (unit === 'hz' || unit === 'khz') return 'frequency'
  if (unit === 'db' || unit === 'dbfs' || unit === 'lufs' || unit === 'dbov') return 'level'
  if (unit && TIME_UNITS.has(unit)) return 'time'
  if (unit === 'oct' || /^(q|slope|width|bandwidth)/i.test(param.key)) return 'width'
  return 'ratio'
}

const labelOf = (key: string) => ({ zh: paramLabel(key, true), en: paramLabel(key, false) })

function control(param: ParamSuggestion, style: TuningUiStyle): PanelControl {
  const role = roleOf(param)
  const { key, min, max, unit, reason } = param
  return {
    key,
    label: labelOf(key),
    role,
    widget: style.widgets[role],
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
    ...(min === undefined ? {} : { scale: role === 'frequency' && min > 0 ? 'log' : 'linear' }),
    ...(unit ? { unit } : {}),
    default: param.default,
    ...(param.value === undefined ? {} : { value: param.value }),
    reason,
  }
}

/**
 * The panel for a module: the parameters suggest-module-params exposes in front, its advanced ones folded
 * below, the fixed ones left off (listed with why); each control the widget the style gives its role.
 */
export function generateTuningPanel(subject: ModuleSubject, style: TuningUiStyle): TuningPanel {
  const suggestion = suggestModuleParams(subject)
  const main = suggestion.expose.map((param) => control(param, style))
  const advanced = suggestion.advanced.map((param) => control(param, style))
  return {
    style: { id: style.id, title: style.title, titleZh: style.titleZh },
    module: suggestion.module,
    palette: style.palette,
    font: style.font,
    meter: style.meter,
    columns: Math.max(1, Math.min(4, main.length)),
    sections: [
      { id: 'main', collapsed: false, controls: main },
      ...(advanced.length > 0 ? [{ id: 'advanced' as const, collapsed: true, controls: advanced }] : []),
    ],
    omitted: suggestion.fixed.map(({ key, reason }) => ({ key, label: labelOf(key), reason })),
  }
}
