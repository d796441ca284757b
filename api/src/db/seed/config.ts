// The demo projects' settings (time zone, default language) and a handful of typed
// configuration entries per project, each with its `create` history row. Fixed values,
// dated backwards from `now`, so the seed stays deterministic.
import type { Insertable, Kysely } from 'kysely';
import type { ConfigValueType, Database, SysConfig } from '../types';

const DAY_MS = 86_400_000;

/** Per demo project: its time zone, default language and the values that differ between projects. */
const PROJECT_SETTINGS: Record<
  string,
  { timezone: string; locale: 'en-US' | 'zh-CN'; minTopUpMinor: string; support: string; freeEpisodes: string }
> = {
  'drama-us': {
    timezone: 'America/New_York',
    locale: 'en-US',
    minTopUpMinor: '499',
    support: 'support-us@drama.example',
    freeEpisodes: '10',
  },
  'drama-sea': {
    timezone: 'Asia/Singapore',
    locale: 'en-US',
    minTopUpMinor: '199',
    support: 'support-sea@drama.example',
    freeEpisodes: '12',
  },
  'drama-jp': {
    timezone: 'Asia/Tokyo',
    locale: 'en-US',
    minTopUpMinor: '500',
    support: 'support-jp@drama.example',
    freeEpisodes: '8',
  },
};

interface Entry {
  key: string;
  type: ConfigValueType;
  value: string;
  description: string;
}

function entriesOf(code: string, settings: (typeof PROJECT_SETTINGS)[string]): Entry[] {
  return [
    {
      key: 'payment.min_top_up_minor',
      type: 'number',
      value: settings.minTopUpMinor,
      description: 'The smallest top-up, in minor units of the project currency',
    },
    { key: 'player.autoplay_next', type: 'boolean', value: 'true', description: 'Play the next episode when one ends' },
    {
      key: 'player.free_episodes',
      type: 'number',
      value: settings.freeEpisodes,
      description: 'Episodes of a drama watchable before unlocking',
    },
    {
      key: 'support.email',
      type: 'string',
      value: settings.support,
      description: 'Where the app sends users who write to support',
    },
    {
      key: 'home.banner',
      type: 'json',
      value: JSON.stringify({
        title: 'New this week',
        dramaCode: `${code.split('-')[1].toUpperCase()}-D00001`,
        link: '/drama/detail',
        enabled: true,
      }),
      description: 'The banner at the top of the home screen',
    },
    {
      key: 'ads.rewarded_enabled',
      type: 'boolean',
      value: code === 'drama-jp' ? 'false' : 'true',
      description: 'Offer rewarded ads to unlock episodes',
    },
  ];
}

export async function seedSettings(db: Kysely<Database>, projectId: Map<string, number>, now: Date): Promise<number> {
  let count = 0;
  for (const [code, settings] of Object.entries(PROJECT_SETTINGS)) {
    const id = projectId.get(code);
    if (id === undefined) continue;
    await db
      .updateTable('sys_project')
      .set({ timezone: settings.timezone, default_locale: settings.locale })
      .where('id', '=', id)
      .execute();
    const rows: Insertable<SysConfig>[] = entriesOf(code, settings).map((entry, index) => {
      const created = new Date(now.getTime() - (90 - index) * DAY_MS);
      return {
        project_id: id,
        config_key: entry.key,
        value_type: entry.type,
        value: entry.value,
        description: entry.description,
        update_by: 'admin',
        update_time: created,
        create_time: created,
      };
    });
    const inserted = await db
      .insertInto('sys_config')
      .values(rows)
      .returning(['id', 'value', 'value_type', 'create_time'])
      .execute();
    await db
      .insertInto('sys_config_history')
      .values(
        inserted.map((row) => ({
          config_id: row.id,
          project_id: id,
          action: 'create' as const,
          old_value: null,
          new_value: row.value,
          value_type: row.value_type,
          changed_by: 'admin',
          change_time: row.create_time,
        })),
      )
      .execute();
    count += rows.length;
  }
  return count;
}
