// What classifies dramas, labels and categories alike, is named by a code and a title.

export const TITLE_MAX = 32;
export const CODE_MAX = 32;
/** The tables' own check (0012): lower case, digits and dashes, not starting with a dash. */
export const CODE_PATTERN = `^[a-z0-9][a-z0-9-]{0,${CODE_MAX - 1}}$`;
