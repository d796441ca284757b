// `@backoffice/shared/catalogue`: the catalogue of screens (see src/catalogue). Data and
// types only, so the host, every remote, the tests and the api read the same table.
export * from './src/catalogue';
