// Runs a TypeScript file of the api in a plain node process (the tests' child processes):
// `node runTs.cjs <file.ts> [args…]`, compiled by swc as jest compiles the tests.
const fs = require('node:fs');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    swcrc: false,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

const [file] = process.argv.splice(2, 1);
require(require('node:path').resolve(file));
