// The activities list's calls (generated from the api) and the shapes the page reads.
import type {
  CreateActivityListApiArg,
  EconomyCheckActivityListApiResponse,
  GetActivityListProjectsApiResponse,
  ListActivityListApiResponse,
} from './listApi.generated';

export * from './listApi.generated';
export type Activity = ListActivityListApiResponse['list'][number];
export type ActivityBody = CreateActivityListApiArg['body'];
export type Economy = EconomyCheckActivityListApiResponse;
export type ProjectInfo = GetActivityListProjectsApiResponse[number];
