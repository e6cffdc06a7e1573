/**
 * Airing the cabin (透透气, 通风, 换换气) said beside opening a window or the sunroof: why it opens, not a
 * second request for the seats' ventilation or the AC's.
 */
export const FOR_AIR = /透透?气|通通?风|换换?气/
