// `@backoffice/shared/standalone`: the frame a remote runs in alone. Kept out of the
// package's main entry so the host and remotes never download what only local work needs.
export { StandaloneApp } from './src/federation/StandaloneApp';
