import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { Envelope, ok } from '../../platform/envelope';
import { type ApiInstance, scopeOf } from '../../platform/http';
import { ScopeOnly } from '../../platform/listQuery';
import { plainRoutes } from '../../platform/plainTable';
import { Award, AwardBody, AwardListQuery, AwardOptions } from './deal-package-award.schemas';
import { awardOptions, packageAwards } from './deal-package-award.service';

// The deal area's `package-award` screen: what a package gives beyond its coins when an order
// of it is paid (domain/deals/awards.ts grants them), on conditions.
export function dealPackageAwardRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = plainRoutes(app, db, packageAwards, {
    screen: 'deal/package-award',
    schemas: { item: Award, query: AwardListQuery, body: AwardBody },
    says: {
      list: 'Filtered by package, kind and status; newest first; each with how many orders it was granted to.',
      add: 'In one project (not `all`): a live package and coupon template of that project, and the one value the kind needs (coins, couponTemplateId or badgeCode). A badge is named by its code (of the badges screen); a code naming no live, online badge of the project is kept and awards nothing.',
      edit: 'Replaces the award; what it granted before stays.',
      delete: 'Soft: the award grants no more; what it granted stays.',
    },
  });
  app.get(
    '/deal/package-award/options',
    screen.query({
      summary: "A package award form's choices",
      description: 'The live packages and coupon templates of the projects.',
      querystring: ScopeOnly,
      response: { 200: Envelope(AwardOptions) },
    }),
    async (request) => ok(await awardOptions(db, scopeOf(request))),
  );
}
