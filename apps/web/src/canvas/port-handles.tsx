import type { PortDefinition } from '@mindwire/synth/catalogue'
import { Handle, Position } from '@xyflow/react'
import { PORT_COLORS } from './port-colors.ts'

/** A module's ports on one side: a handle per port, named and coloured by type. */
export function PortHandles({ ports, side }: { ports: readonly PortDefinition[]; side: 'input' | 'output' }) {
  return (
    <div className={`ports ports--${side}`}>
      {ports.map((port) => (
        <div key={port.name} className="port" title={`${port.name} (${port.type})`}>
          <Handle
            id={port.name}
            type={side === 'input' ? 'target' : 'source'}
            position={side === 'input' ? Position.Left : Position.Right}
            style={{ background: PORT_COLORS[port.type], width: 10, height: 10 }}
          />
          <span className="port__label">{port.name}</span>
        </div>
      ))}
    </div>
  )
}
