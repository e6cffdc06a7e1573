// npm scripts must run on the project's own Node (node@24 in node_modules/.bin), not the machine's.
const major = Number(process.versions.node.split('.')[0])
if (major < 24) {
  console.error(
    `mindwire needs Node 24 or newer, got ${process.version}. Run it through npm scripts after npm install.`,
  )
  process.exit(1)
}
