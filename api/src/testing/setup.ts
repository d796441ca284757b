// testTimeout is a global jest option (ignored in a project's config when the root runs
// every workspace), so the api sets its own: starting PGlite takes seconds on a small machine.
jest.setTimeout(60_000);
