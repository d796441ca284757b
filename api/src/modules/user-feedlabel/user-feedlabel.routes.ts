import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { ApiInstance } from '../../platform/http';
import { plainRoutes } from '../../platform/plainTable';
import { FeedbackLabel, FeedbackLabelBody, FeedbackLabelListQuery } from './user-feedlabel.schemas';
import { feedbackLabels } from './user-feedlabel.service';

// The users area's `feedlabel` screen: the labels app users' feedback is sorted by (the
// customer-service area's feedback screen offers them), per project.
export function userFeedlabelRoutes(app: ApiInstance, db: Kysely<Database>): void {
  plainRoutes(app, db, feedbackLabels, {
    screen: 'user/feedlabel',
    schemas: { item: FeedbackLabel, query: FeedbackLabelListQuery, body: FeedbackLabelBody },
    says: {
      list: 'Filtered by a part of the title or the description; sorted by sort, title or time (not by the feedback count, which is counted for the page).',
      add: 'In one project (not `all`); a title the project has already, in any case, is a 409 naming title.',
      edit: 'Replaces title and colour; description and sort stay as they were when not sent.',
      delete:
        'Soft: the label leaves the list and its title may be used again; feedback that carries it keeps it, shown as a deleted label.',
    },
  });
}
