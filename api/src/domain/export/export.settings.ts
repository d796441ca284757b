// Where export files go and how the runner behaves; buildApp's `exports` option.
import path from 'node:path';
import { REPO_ROOT } from '../../config';

export interface ExportSettings {
  /** the files' folder (created when needed) */
  dir: string;
  /** jobs one process runs at once */
  concurrency: number;
  /** how long a finished file can be downloaded */
  ttlHours: number;
  /** false: no process of this app runs exports (tests drive the queue with jobs.drain) */
  runner: boolean;
}

export const DEFAULT_EXPORT_SETTINGS: ExportSettings = {
  dir: path.join(REPO_ROOT, '.data', 'exports'),
  concurrency: 1,
  ttlHours: 72,
  runner: true,
};

export function exportSettings(options: Partial<ExportSettings> = {}): ExportSettings {
  return { ...DEFAULT_EXPORT_SETTINGS, ...options };
}
