import {
  activityRecordApi,
  type CompensateActivityRecordApiResponse,
  type ExportActivityRecordApiArg,
  type GetActivityRecordActivitiesApiResponse,
  type ListActivityRecordApiArg,
  type ListActivityRecordApiResponse,
} from './recordApi.generated';

/** An activity record: a row of this screen. */
export type ActivityRecordRow = ListActivityRecordApiResponse['list'][number];
export type ActivityOption = GetActivityRecordActivitiesApiResponse[number];
export type CompensationReport = CompensateActivityRecordApiResponse;
export type { ExportActivityRecordApiArg, ListActivityRecordApiArg };

/** A system compensation credits wallets: the users list's balances ('UserList') show it too. */
export const recordApi = activityRecordApi.enhanceEndpoints({
  addTagTypes: ['UserList'],
  endpoints: { compensateActivityRecord: { invalidatesTags: ['ActivityRecord', 'UserList'] } },
});

export const { useListActivityRecordQuery, useGetActivityRecordActivitiesQuery, useCompensateActivityRecordMutation } =
  recordApi;

/** The system compensation type (spec 3): the one granted by staff from this screen. */
export const SYSTEM_COMPENSATION = 12;

/** "2026-11-03 14:05" in `timeZone` (the project's), as staff of the project read the day. */
export function formatInZone(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '—';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** User codes as staff paste them: one a line, or separated by commas, semicolons or spaces. */
export const codesOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);
