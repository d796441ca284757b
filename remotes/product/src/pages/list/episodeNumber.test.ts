import { episodeNumberOf } from './episodeNumber';

it.each([
  ['EP012.mp4', 12],
  ['e7.mov', 7],
  ['S01E12 final.mp4', 12],
  ['s2.e03.mp4', 3],
  ['Episode 40.mp4', 40],
  ['第12集.mp4', 12],
  ['霸道总裁 第 3 话.mp4', 3],
  ['love-ceo_2026_12.mp4', 12],
  ['12.mp4', 12],
])('reads %s as episode %i', (fileName, episodeNo) => {
  expect(episodeNumberOf(fileName)).toBe(episodeNo);
});

it('gives no number when the name holds none, or none an episode can have', () => {
  expect(episodeNumberOf('finale.mp4')).toBeNull();
  expect(episodeNumberOf('clip_0.mp4')).toBeNull();
  expect(episodeNumberOf('take-5000.mp4')).toBeNull();
});
