import type { PortType } from '@mindwire/synth/catalogue'

/** One colour per port type, on handles and on the connections that leave them. */
export const PORT_COLORS: Record<PortType, string> = {
  audio: '#16a34a',
  number: '#ea580c',
  array: '#2563eb',
}
