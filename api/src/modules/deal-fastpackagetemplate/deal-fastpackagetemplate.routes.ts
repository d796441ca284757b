import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { ApiInstance } from '../../platform/http';
import { plainRoutes } from '../../platform/plainTable';
import {
  DealFastpackagetemplate,
  DealFastpackagetemplateBody,
  DealFastpackagetemplateListQuery,
} from './deal-fastpackagetemplate.schemas';
import { dealFastpackagetemplateEntries } from './deal-fastpackagetemplate.service';

// The deal area's `fastpackagetemplate` screen.
export function dealFastpackagetemplateRoutes(app: ApiInstance, db: Kysely<Database>): void {
  plainRoutes(app, db, dealFastpackagetemplateEntries, {
    screen: 'deal/fastpackagetemplate',
    schemas: {
      item: DealFastpackagetemplate,
      query: DealFastpackagetemplateListQuery,
      body: DealFastpackagetemplateBody,
    },
    says: {
      list: 'Filtered by a part of the title or of the code; newest first unless sorted by title.',
      add: 'In one project (not `all`); a code the project has already is a 409 naming code.',
      edit: 'Replaces code, title and remark (a remark not sent is empty).',
      delete: 'Soft: the entry leaves the list and its code may be used again.',
    },
  });
}
