import { Type } from '@sinclair/typebox';
import type { AppDatabase } from '../db/database';
import { pingDatabase } from '../db/database';
import { currentMigration } from '../db/migrate';
import { Envelope, ok } from './envelope';
import { ApiError } from './errors';
import type { ApiInstance } from './http';

const Health = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Object({
    engine: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    latencyMs: Type.Number({ description: 'one round trip (select 1)' }),
    migration: Type.Union([Type.String(), Type.Null()], { description: 'the newest migration applied' }),
  }),
});

export function healthRoutes(app: ApiInstance, database: AppDatabase): void {
  app.get(
    '/health',
    {
      config: { access: 'public', logged: false },
      schema: { summary: 'Service and database state', tags: ['platform'], response: { 200: Envelope(Health) } },
    },
    async (request) => {
      try {
        const latencyMs = await pingDatabase(database.db);
        const migration = await currentMigration(database.db);
        return ok({ status: 'ok' as const, database: { engine: database.engine, latencyMs, migration } });
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        throw new ApiError(500, 'The database is not answering');
      }
    },
  );
}
