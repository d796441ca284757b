// The package screen's calls (generated from the api) and the shapes the page reads.
import type {
  CreateDealPackageApiArg,
  GetDealPackageChannelsApiResponse,
  GetDealPackageCountriesApiResponse,
  ListDealPackageApiResponse,
} from './packageApi.generated';

export * from './packageApi.generated';
export type Package = ListDealPackageApiResponse['list'][number];
export type PackageBody = CreateDealPackageApiArg['body'];
export type Country = GetDealPackageCountriesApiResponse[number];
export type Channel = GetDealPackageChannelsApiResponse[number];
