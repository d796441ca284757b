// The migrations, listed in code rather than found on disk, so the same list runs
// under jest, from tsc's output and from a bundle. Append; never edit a shipped one.
import { type Migration, type MigrationProvider } from 'kysely';
import * as system from './0001_system';
import * as business from './0002_business';
import * as notification from './0003_notification';
import * as setting from './0004_setting';
import * as exportJobs from './0005_export';
import * as catalogueMenu from './0006_catalogue_menu';
import * as exportColumns from './0007_export_columns';
import * as wallet from './0008_wallet';
import * as userActivity from './0009_user_activity';
import * as feedback from './0010_feedback';
import * as appUserSearch from './0011_app_user_search';
import * as content from './0012_content';
import * as commentsFollow from './0013_comments_follow';
import * as dramaSchedule from './0014_drama_schedule';
import * as episode from './0015_episode';
import * as contentTexts from './0016_content_texts';
import * as episodeSubtitle from './0017_episode_subtitle';

export const migrations: Record<string, Migration> = {
  '0001_system': system,
  '0002_business': business,
  '0003_notification': notification,
  '0004_setting': setting,
  '0005_export': exportJobs,
  '0006_catalogue_menu': catalogueMenu,
  '0007_export_columns': exportColumns,
  '0008_wallet': wallet,
  '0009_user_activity': userActivity,
  '0010_feedback': feedback,
  '0011_app_user_search': appUserSearch,
  '0012_content': content,
  '0013_comments_follow': commentsFollow,
  '0014_drama_schedule': dramaSchedule,
  '0015_episode': episode,
  '0016_content_texts': contentTexts,
  '0017_episode_subtitle': episodeSubtitle,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
