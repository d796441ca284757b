// The first part of a demo app user's name (then a number): the demo's users and the large volume's alike.
export const GIVEN_NAMES = [
  'ava',
  'liam',
  'mia',
  'noah',
  'emma',
  'leo',
  'yuki',
  'hana',
  'arif',
  'siti',
  'minh',
  'linh',
  'kai',
  'zoe',
  'ivy',
  'sam',
];
