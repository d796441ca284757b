// `@backoffice/shared/list`: the building blocks of every list and form screen. Its own
// federation singleton, kept out of the package's main entry so the login page and the
// workplace never download it; it reaches the core (api, store, permission) through
// `@backoffice/shared` by name, so there is still one api slice and one store.
import { registerMessages } from '@backoffice/shared';
import { listMessages } from './src/list/messages';

registerMessages(listMessages);

export { useListParams, PAGE_SIZES } from './src/list/useListParams';
export type {
  FilterKind,
  FiltersOf,
  ListParams,
  QueryFilters,
  QuerySort,
  ListParamsOptions,
  ListRequest,
  SortType,
} from './src/list/useListParams';
export { ListPage } from './src/list/ListPage';
export type { BulkAction, BulkOutcome, ListAnswer, ListColumn, ListPageProps, ListResult } from './src/list/ListPage';
export {
  defineFields,
  formFields,
  formValues,
  searchKinds,
  SpecForm,
  useFieldColumns,
  useFieldTableColumns,
  useProjectField,
} from './src/list/fields';
export type {
  ColumnSpec,
  ExportKeys,
  FieldSpec,
  FieldSpecs,
  FieldTypes,
  FormSpec,
  SearchSpec,
  SpecFormProps,
} from './src/list/fields';
export { ResourcePage } from './src/list/ResourcePage';
export type { ResourceEndpoints, ResourcePageProps, StandardActions } from './src/list/ResourcePage';
export { SearchForm } from './src/list/SearchForm';
export type { SearchField } from './src/list/SearchForm';
export { ColumnSettings, useHiddenColumns, COLUMN_SETTINGS_PREFIX } from './src/list/columnSettings';
export { PermissionButton } from './src/list/PermissionButton';
export { CountLink } from './src/list/CountLink';
export type { CountLinkProps } from './src/list/CountLink';
export { EnabledStatusTag } from './src/list/EnabledStatusTag';
export { ExportButton, ExportStatusView } from './src/list/export/ExportButton';
export type { ExportSpec } from './src/list/export/ExportButton';
export {
  failureReasonOf,
  isUnderway,
  useDeleteExportMutation,
  useDownloadExportMutation,
  useGetExportMineQuery,
  useListExportQuery,
  useRetryExportMutation,
  useStartExportMutation,
} from './src/list/export/exportApi';
export type { ExportFormat, ExportJob, ExportStatus, ListExportApiArg } from './src/list/export/exportApi';
export { FormDrawer } from './src/form/FormDrawer';
export type { FormDrawerProps } from './src/form/FormDrawer';
export { showFieldErrors } from './src/form/fieldErrors';
export { useConfirm } from './src/form/confirm';
export type { ConfirmOptions } from './src/form/confirm';
export { formatBytes } from './src/format/bytes';
export { formatDateTime } from './src/format/dateTime';
export { RowActions } from './src/list/RowActions';
export type { RowAction } from './src/list/RowActions';
export { useWithProject } from './src/list/valueTypes';
export type { ValueType } from './src/list/valueTypes';
export { SchemaFields } from './src/form/SchemaFields';
export type { FormField } from './src/form/SchemaFields';
export { schemaRules, listedValues } from './src/form/schemaRules';
export type { BodySchema, FieldSchema, RuleOptions } from './src/form/schemaRules';
export { COMMON_CURRENCIES, lowerCase, TIME_ZONES, upperCase } from './src/form/choices';
