// `@backoffice/shared/enums`: status and type codes with their labels in both languages, as data.
// Not a federation singleton: each app that imports it bundles its own copy, so a code added here
// ships with the remote that shows it, not with the host. Whoever shows an enum registers its
// labels (`registerMessages(enumLabels([...]))`, see remotes/user/src/enums.ts).
export { defineEnum, enumLabels } from './src/enums/defineEnum';
export type { EnumOption, EnumValue, ProductEnum } from './src/enums/defineEnum';
export * from './src/enums/productEnums';
