import { parameterLabel } from '../catalogue/display-text.ts'
import type { TurnCall } from './read-turn.ts'
import FAILURES from './vocabulary/failure-replies.json' with { type: 'json' }

/** The fields of the synth tools' results the replies read (see tools/); everything is optional. */
interface ModuleOut {
  id?: string
  name?: string
  type?: string
  parameters?: Array<{ name: string; value: unknown; unit?: string; hidden?: boolean }>
  inputs?: Array<{ name: string; type: string }>
  outputs?: Array<{ name: string; type: string }>
}

interface ToolOutput {
  module?: ModuleOut
  deleted?: ModuleOut
  source?: ModuleOut
  target?: ModuleOut
  connection?: { source: string; sourceHandle: string; target: string; targetHandle: string }
  parameter?: string
  value?: unknown
  removed?: unknown[]
  modules?: ModuleOut[]
  connections?: unknown[]
  results?: Array<{ content: string; source: string }>
  error?: string
  message?: string
}

const SEARCH_EXCERPT = 300
const LISTED = 12

/**
 * The reply after the calls ran, built only from their results (names and values the tools returned), in
 * the person's language: what was added, connected, set, deleted, and what failed and why. Words for
 * people: modules by name, never by id or port, and a refusal without the tool's name or its message.
 */
export function replyFromResults(calls: readonly TurnCall[], chinese: boolean): string {
  const parts: string[] = []
  const added: string[] = []
  const connected = new Set<string>()
  let removedConnections = 0
  for (const call of calls) {
    if (!call.result) continue
    const output = (call.result.output ?? {}) as ToolOutput
    if (call.result.isError) {
      parts.push(failure(call, output, chinese))
      continue
    }
    switch (call.name) {
      case 'add_module':
        added.push(named(output.module))
        break
      case 'connect_modules': {
        const link = `${output.source?.name ?? output.connection?.source} → ${output.target?.name ?? output.connection?.target}`
        connected.add(link)
        break
      }
      case 'update_module_parameter':
        parts.push(setting(output, chinese))
        break
      case 'delete_module':
        parts.push(chinese ? `已删除 ${named(output.deleted)}` : `Deleted ${named(output.deleted)}`)
        break
      case 'disconnect_modules':
        removedConnections += Array.isArray(output.removed) ? output.removed.length : 0
        break
      case 'get_canvas':
        parts.push(canvasReply(output, chinese))
        break
      case 'get_module_details':
        parts.push(detailsReply(output.module ?? {}, chinese))
        break
      case 'rag_search':
        parts.push(searchReply(output, chinese))
        break
    }
  }
  if (added.length > 0) parts.unshift(chinese ? `已添加 ${added.join('、')}` : `Added ${added.join(', ')}`)
  if (connected.size > 0) {
    const links = [...connected]
    const text = chinese ? `已连接 ${links.join('、')}` : `Connected ${links.join(', ')}`
    parts.splice(added.length > 0 ? 1 : 0, 0, text)
  }
  if (removedConnections > 0)
    parts.push(
      chinese
        ? `已断开 ${removedConnections} 条连接`
        : `Removed ${removedConnections} connection${removedConnections > 1 ? 's' : ''}`,
    )
  if (parts.length === 0) return chinese ? '好的。' : 'Done.'
  return chinese ? `${parts.join('；')}。` : `${parts.join('; ')}.`
}

/** The reply when the message asked for nothing the engine can do, or only for what it could not. */
export function replyWithoutCalls(problems: readonly string[], greeting: boolean, chinese: boolean): string {
  if (problems.length > 0) return problems.join(chinese ? '' : ' ')
  if (greeting)
    return chinese
      ? '你好！我可以帮你搭建和调整合成器，比如“添加一个振荡器并连到扬声器”、“把振荡器频率调到220Hz”、“删除 LFO”。'
      : 'Hi! I can build and tune your synth, e.g. "add an oscillator and connect it to the speaker", "set the oscillator frequency to 220 Hz", "delete the LFO".'
  return chinese
    ? '抱歉，离线模式下我没听懂。可以试试：“添加一个振荡器、滤波器和扬声器并连起来”、“把混响的湿度调到0.3”、“断开延迟”。'
    : 'Sorry, offline I did not understand that. Try: "add an oscillator, a filter and an output and connect them", "set the reverb wet to 0.3", "disconnect the delay".'
}

function named(module: ModuleOut | undefined): string {
  return module?.name ?? '?'
}

function setting(output: ToolOutput, chinese: boolean): string {
  const module = output.module ?? {}
  if (output.parameter === 'enabled') {
    const on = output.value === true
    return chinese
      ? `已${on ? '启用' : '关闭'} ${module.name}`
      : `${on ? 'Enabled' : 'Disabled'} ${module.name}`
  }
  const definition = (module.parameters ?? []).find((parameter) => parameter.name === output.parameter)
  const unit = definition?.unit ? ` ${definition.unit}` : ''
  return chinese
    ? `${module.name} 的${parameterLabel(String(output.parameter))}已设为 ${String(output.value)}${unit}`
    : `Set ${module.name} ${parameterLabel(String(output.parameter), 'en')} to ${String(output.value)}${unit}`
}

function failure(call: TurnCall, output: ToolOutput, chinese: boolean): string {
  const words: Record<string, string> = chinese ? FAILURES.zh : FAILURES.en
  if (output.error === 'rejected_by_user' || output.error === 'cancelled') return words.cancelled!
  return words[call.name] ?? words['*']!
}

function canvasReply(output: ToolOutput, chinese: boolean): string {
  const modules = output.modules ?? []
  const connections = output.connections ?? []
  if (modules.length === 0) return chinese ? '画布是空的' : 'The canvas is empty'
  const listed = modules.slice(0, LISTED).map((module) => named(module))
  const more = modules.length > LISTED ? (chinese ? ` 等` : ', …') : ''
  return chinese
    ? `画布上有 ${modules.length} 个模块：${listed.join('、')}${more}，${connections.length} 条连接`
    : `The canvas has ${modules.length} modules: ${listed.join(', ')}${more}, and ${connections.length} connections`
}

function detailsReply(module: ModuleOut, chinese: boolean): string {
  const values = (module.parameters ?? [])
    .filter((parameter) => !parameter.hidden)
    .map(
      (parameter) =>
        `${parameterLabel(parameter.name, chinese ? 'zh' : 'en')} ${String(parameter.value)}${parameter.unit ? ` ${parameter.unit}` : ''}`,
    )
  const ports = (list: Array<{ name: string; type: string }> = []) =>
    list.map((port) => `${port.name}:${port.type}`).join(', ') || '—'
  return chinese
    ? `${module.name} 参数：${values.join('，') || '无'}；输入：${ports(module.inputs)}；输出：${ports(module.outputs)}`
    : `${module.name} parameters: ${values.join(', ') || 'none'}; inputs: ${ports(module.inputs)}; outputs: ${ports(module.outputs)}`
}

function searchReply(output: ToolOutput, chinese: boolean): string {
  const top = (output.results ?? [])[0]
  if (!top) return chinese ? '知识库里没有找到相关内容' : 'The knowledge base has nothing on that'
  const content = String(top.content).replace(/\s+/g, ' ').trim()
  const excerpt = content.length > SEARCH_EXCERPT ? `${content.slice(0, SEARCH_EXCERPT)}…` : content
  return chinese ? `${excerpt}（来源：${top.source}）` : `${excerpt} (source: ${top.source})`
}
