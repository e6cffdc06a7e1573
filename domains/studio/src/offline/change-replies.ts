import { moduleDisplayName, paramLabel } from '../catalogue/index.ts'
import type { ChainModule } from '../chain/chain.ts'
import { TEST_SUITES } from '../test-suites/suites.ts'
import type { StudioTurn } from './studio-turn.ts'

// What a change did, said with the names the tuning studio's page shows (the module's name or catalogue
// title, the parameter's label), never its ids or code names (issue 43): "前瞻限幅器的输出上限：-1 → -3 dB。"

/** The module an id points at in the turn's chain (or as the call returned it), named for people. */
function moduleNamed(turn: StudioTurn, id: string, returned?: ChainModule): string {
  const chain = turn.project.chain.modules
  const module = returned ?? chain.find((candidate) => candidate.id === id)
  return module ? moduleDisplayName(module, chain, turn.chinese) : id
}

/** "前瞻限幅器的输出上限" / "ceiling of Look-ahead / True-peak Limiter". */
export function paramNamed(turn: StudioTurn, moduleId: string, paramKey: string): string {
  const module = moduleNamed(turn, moduleId)
  const param = paramLabel(paramKey, turn.chinese)
  return turn.chinese ? `${module}的${param}` : `${param} of ${module}`
}

/** A chain edit (update-param, update-link) in one sentence. */
export function changeLine(name: string, output: Record<string, any>, turn: StudioTurn): string {
  const zh = turn.chinese
  if (name === 'update-param') {
    const unit = output.unit ? ` ${output.unit}` : ''
    const what = paramNamed(turn, output.moduleId, output.paramKey)
    return zh
      ? `${what}：${output.previous} → ${output.value}${unit}。`
      : `${what.charAt(0).toUpperCase()}${what.slice(1)}: ${output.previous} → ${output.value}${unit}.`
  }
  if (output.module) {
    const module = output.module as ChainModule
    const chain = [...turn.project.chain.modules.filter((other) => other.id !== module.id), module]
    const named = moduleDisplayName(module, chain, zh)
    return zh ? `已添加模块「${named}」。` : `Added ${named}.`
  }
  if (output.removed) {
    const named = moduleNamed(turn, output.removed.id, output.removed as ChainModule)
    return zh ? `已删除模块「${named}」。` : `Removed ${named}.`
  }
  if (output.connection) return zh ? '连接已更新。' : 'Connection updated.'
  return zh ? '链路已更新。' : 'Chain updated.'
}

/** A test suite by its title in the reply's language, as XiTest lists it. */
export function suiteNamed(suiteId: string, zh: boolean): string {
  const suite = TEST_SUITES.find((candidate) => candidate.id === suiteId)
  if (!suite) return suiteId
  return zh ? `「${suite.titleZh}」` : `“${suite.title}”`
}
