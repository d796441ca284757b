// Standalone mode's async boundary (the host's equivalent is host/src/index.ts).
import('./standalone');
