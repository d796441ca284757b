// Content texts per locale: what app users read (a drama's name, summary and description, an
// episode's, a category's or a label's title) in each content locale of its project, and
// those locales. The one door: screen modules import this file, never the ones beside it.
export * from './locales';
export * from './reading';
export * from './texts';
