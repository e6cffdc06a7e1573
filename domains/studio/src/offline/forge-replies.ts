import { paramLabel } from '../catalogue/display-names.ts'
import type { ModuleParamsSuggestion, ParamSuggestion } from '../forge/suggest-params.ts'
import type { TuningPanel } from '../forge/tuning-panel.ts'

// Named as the page names them: the module by its catalogue title, parameters by their labels (issue 43).
const nameOf = (module: ModuleParamsSuggestion['module'], zh: boolean) =>
  zh ? (module.titleZh ?? module.title) : module.title

/** Parameters that share one reason, with the reason once: "增益、频率（…）". */
function grouped(params: readonly ParamSuggestion[], zh: boolean): string {
  const byReason = new Map<string, string[]>()
  for (const param of params) {
    const reason = zh ? param.reason.zh : param.reason.en
    byReason.set(reason, [...(byReason.get(reason) ?? []), paramLabel(param.key, zh)])
  }
  return [...byReason]
    .map(([reason, keys]) => (zh ? `${keys.join('、')}（${reason}）` : `${keys.join(', ')} (${reason})`))
    .join(zh ? '；' : '; ')
}

/** suggest-module-params' answer in words: what to expose, fold and fix, each with why; nothing changed. */
export function paramsAdvice(suggestion: ModuleParamsSuggestion, zh: boolean): string {
  const name = nameOf(suggestion.module, zh)
  const parts = zh
    ? [
        `${name} 建议暴露：${grouped(suggestion.expose, true) || '无'}。`,
        suggestion.advanced.length > 0 ? `放在高级里：${grouped(suggestion.advanced, true)}。` : '',
        suggestion.fixed.length > 0 ? `保持固定：${grouped(suggestion.fixed, true)}。` : '',
        '（只是建议，工程没有改动。）',
      ]
    : [
        `For ${name}, expose: ${grouped(suggestion.expose, false) || 'none'}.`,
        suggestion.advanced.length > 0 ? `Under advanced: ${grouped(suggestion.advanced, false)}.` : '',
        suggestion.fixed.length > 0 ? `Keep fixed: ${grouped(suggestion.fixed, false)}.` : '',
        '(A suggestion only; the project is unchanged.)',
      ]
  return parts.filter(Boolean).join(zh ? '' : ' ')
}

/** generate-tuning-ui's result in one line. */
export function panelLine(panel: TuningPanel, zh: boolean): string {
  const name = nameOf(panel.module, zh)
  const [main, advanced] = panel.sections
  const count = main?.controls.length ?? 0
  const folded = advanced?.controls.length ?? 0
  return zh
    ? `已生成 ${name} 的${panel.style.titleZh}风格调音面板：${count} 个主控件${folded ? `、${folded} 个高级控件` : ''}，可在 XiForge 查看。`
    : `Generated a ${panel.style.title} tuning panel for ${name}: ${count} main controls${folded ? `, ${folded} advanced` : ''}; see it in XiForge.`
}
