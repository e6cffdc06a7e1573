import { moduleDefinition } from '@mindwire/synth/catalogue'
import type { NodeProps } from '@xyflow/react'
import { memo } from 'react'
import { useStudio } from '../app/studio-context.tsx'
import { fill, moduleLabel, useStudioWords } from '../app/studio-words.ts'
import type { ModuleFlowNode } from './flow-elements.ts'
import { ModuleBadge } from './module-badge.tsx'
import { PortHandles } from './port-handles.tsx'

/** A module on the canvas: its name and type, an on/off switch, its ports and a compact custom view. */
export const ModuleNode = memo(function ModuleNode({ data, selected }: NodeProps<ModuleFlowNode>) {
  const { node } = data
  const definition = moduleDefinition(node.type)
  const updateParam = useStudio((state) => state.updateParam)
  const say = useStudioWords()
  if (!definition)
    return (
      <div className="module module--unknown" data-module-type={node.type}>
        <strong>{node.name}</strong>
        <p>{fill(say.unknownModuleSilent, { type: node.type })}</p>
      </div>
    )
  return (
    <div
      className={`module module--${definition.category}${selected ? ' module--selected' : ''}${node.enabled ? '' : ' module--off'}`}
      data-module-type={node.type}
    >
      <header className="module__header">
        <span className="module__name">{node.name}</span>
        <span className="module__type">{moduleLabel(say, node.type)}</span>
        {definition.audio && (
          <input
            type="checkbox"
            className="nodrag"
            checked={node.enabled}
            title={node.enabled ? say.disable : say.enable}
            aria-label={fill(say.enabledLabel, { name: node.name })}
            onChange={(event) => updateParam(node.id, 'enabled', event.target.checked)}
          />
        )}
      </header>
      <div className="module__body">
        <PortHandles ports={definition.inputs} side="input" />
        <PortHandles ports={definition.outputs} side="output" />
      </div>
      <ModuleBadge node={node} />
    </div>
  )
})
