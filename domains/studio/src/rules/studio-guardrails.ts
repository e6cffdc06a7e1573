import type { Guardrail } from '@mindwire/agent'
import { moduleDisplayName } from '../catalogue/display-names.ts'
import { resolveModuleType } from '../chain/module-type.ts'
import type { StudioState } from '../project/studio-state.ts'
import { GENERATE_CODE } from '../tools/generate-code.ts'
import { REDO_CHANGE, redoEffect } from '../tools/redo-change.ts'
import { UNDO_CHANGE, undoEffect } from '../tools/undo-change.ts'
import { DESTRUCTIVE_LINK_OPERATIONS, UPDATE_LINK } from '../tools/update-link.ts'
import { UPDATE_PARAM } from '../tools/update-param.ts'

/** Gains above this ask for headroom: seed 000's XiTest "no gain above +12 dB" rule, said before it runs. */
const HIGH_GAIN_DB = 12

/**
 * The studio's safety rules (seed 000 §7 and §9.2): update-link's additions, removals, replacements and
 * disconnections wait for the person; a large boost runs with a warning.
 */
export const studioGuardrails: readonly Guardrail<StudioState>[] = [
  {
    id: 'studio.confirm-destructive-link',
    description:
      'Removing, replacing or disconnecting modules is confirmed by the person first (seed 000 §7).',
    when: (call) => call.name === UPDATE_LINK && DESTRUCTIVE_LINK_OPERATIONS.has(call.args?.operation),
    action: 'confirm',
    message: (call, state) => {
      const { operation, moduleId, payload } = call.args ?? {}
      const named = (id: unknown) => nameOf(state, String(id))
      if (operation === 'disconnect')
        return `断开 ${named(payload?.from ?? moduleId)} → ${named(payload?.to)}？`
      if (operation === 'replace')
        return `把模块${named(moduleId)}替换为「${resolveModuleType(String(payload?.type))?.titleZh ?? payload?.type}」？原参数中新类型没有的会丢失。`
      return `删除模块${named(moduleId)}？它的连接和信号绑定也会一起删除（可撤销）。`
    },
  },
  {
    id: 'studio.confirm-add-module',
    description:
      'Adding a module to the chain is confirmed by the person first: seed 000 §7 asks before modules are added or removed ("增删模块前弹框"). Each added module is its own call; a turn\'s additions are asked together and may be answered at once (callIds); the turn stays one undo batch.',
    // A type the catalogue lacks is refused without change: nothing to ask the person about.
    when: (call) =>
      call.name === UPDATE_LINK &&
      call.args?.operation === 'add' &&
      resolveModuleType(String(call.args?.payload?.type)) !== undefined,
    action: 'confirm',
    // Named by its catalogue title, as the chain view names it, never by the id it will get. Where it goes
    // is said when it follows a module already on the chain; one added in the same turn is not there yet,
    // and the questions' order already says it.
    message: (call, state) => {
      const { payload } = call.args ?? {}
      const definition = resolveModuleType(String(payload?.type))
      const after = payload?.after
      const placed = after && state.document?.chain.modules.some((module) => module.id === after)
      const where = placed ? `，接在${nameOf(state, String(after))}之后` : ''
      return `添加模块「${definition?.titleZh}」${where}？（可撤销）`
    },
  },
  {
    id: 'studio.confirm-undo-removal',
    description:
      'An undo that removes modules (it takes back a turn that added them) is confirmed first, like a deletion (seed 000 §7).',
    when: (call, state) => call.name === UNDO_CHANGE && undoEffect(state).removes.length > 0,
    action: 'confirm',
    message: (_call, state) =>
      `撤销上一步会删除模块${undoEffect(state)
        .removes.map((module) => nameOf(state, module.id))
        .join('、')}？（可重做）`,
  },
  {
    id: 'studio.confirm-redo-removal',
    description:
      'A redo that removes modules again (it brings back a turn that deleted them) is confirmed first, like a deletion (seed 000 §7).',
    when: (call, state) => call.name === REDO_CHANGE && redoEffect(state).removes.length > 0,
    action: 'confirm',
    message: (_call, state) =>
      `重做会再次删除模块${redoEffect(state)
        .removes.map((module) => nameOf(state, module.id))
        .join('、')}？（可撤销）`,
  },
  {
    id: 'studio.confirm-supplied-code',
    description:
      'Code a model wrote runs (sandboxed) only after the person agrees: it is not ours, whatever the model says it is.',
    when: (call) => call.name === GENERATE_CODE && typeof call.args?.code === 'string',
    action: 'confirm',
    message: (call) =>
      `编译并在隔离沙箱中运行模型写的 ${String(call.args?.moduleDef?.name ?? '模块')} 代码（${String(call.args.code).length} 字符）？`,
  },
  {
    id: 'studio.warn-high-gain',
    description: `A gain above +${HIGH_GAIN_DB} dB eats headroom; it runs, with a warning.`,
    when: (call) =>
      call.name === UPDATE_PARAM &&
      /gain/i.test(String(call.args?.paramKey)) &&
      typeof call.args?.value === 'number' &&
      call.args.value > HIGH_GAIN_DB,
    action: 'warn',
    message: (call) =>
      `增益 +${call.args.value} dB 超过 +${HIGH_GAIN_DB} dB，注意削波和余量（XiTest 会判失败）。`,
  },
]

/** A module as the person sees it on its card (its name or catalogue title), quoted; never only its id. */
function nameOf(state: StudioState, id: string): string {
  const chain = state.document?.chain.modules ?? []
  const module = chain.find((candidate) => candidate.id === id)
  return `「${module ? moduleDisplayName(module, chain, true) : id}」`
}
