import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { ApiInstance } from '../../platform/http';
import { plainRoutes } from '../../platform/plainTable';
import { DealPackageAward, DealPackageAwardBody, DealPackageAwardListQuery } from './deal-package-award.schemas';
import { dealPackageAwardEntries } from './deal-package-award.service';

// The deal area's `package-award` screen.
export function dealPackageAwardRoutes(app: ApiInstance, db: Kysely<Database>): void {
  plainRoutes(app, db, dealPackageAwardEntries, {
    screen: 'deal/package-award',
    schemas: { item: DealPackageAward, query: DealPackageAwardListQuery, body: DealPackageAwardBody },
    says: {
      list: 'Filtered by a part of the title or of the code; newest first unless sorted by title.',
      add: 'In one project (not `all`); a code the project has already is a 409 naming code.',
      edit: 'Replaces code, title and remark (a remark not sent is empty).',
      delete: 'Soft: the entry leaves the list and its code may be used again.',
    },
  });
}
