// App users: who they are (look-ups by code and by id), what they do with the dramas (plays,
// follows) and what reaches their inbox. The one door: screen modules import this file, never
// the ones beside it.
export * from './activity';
export * from './appUsers';
export * from './inbox';
