import { checkSubtitle, subtitleText, vttTime } from './subtitleFile';

const vtt = (...cues: string[]) => ['WEBVTT', '', ...cues.flatMap((cue) => [cue, ''])].join('\n');
const messages = (text: string, duration = 60) =>
  checkSubtitle(text, duration).problems.map((problem) => problem.message);

it('takes a WebVTT file and counts its cues, notes, identifiers, settings and a byte order mark included', () => {
  const text = `\ufeff${vtt('NOTE made by hand', 'c1\n00:00:01.000 --> 00:00:02.500 align:start\nHello', '00:03.000 --> 00:04.000\n<i>Again</i>')}`;
  expect(checkSubtitle(text, 60)).toEqual({ problems: [], facts: { cueCount: 2 } });
});

it('names the line and the cue of each problem, in words', () => {
  expect(messages('WEBVTX\n\n00:00:01.000 --> 00:00:02.000\nHi\n')).toEqual([
    'line 1: the file must start with the line WEBVTT (the header of a WebVTT file)',
  ]);
  expect(messages(vtt('00:00:01.000 --> 00:00:02.000\nOne', '00:00:05.000 --> 00:00:04.000\nTwo'))).toEqual([
    'line 6 (cue 2): the cue ends before it starts, or when it starts',
  ]);
  expect(messages(vtt('00:00:05.000 --> 00:00:06.000\nOne', '00:00:01.000 --> 00:00:02.000\nTwo'))).toEqual([
    'line 6 (cue 2): the cue starts before the cue above it: cues are in the order they show',
  ]);
  expect(messages(vtt('00:00:01.000 --> 00:00:02.000\nOne', '00:00:03,000 --> 00:00:04,000\nTwo'))[0]).toMatch(
    /^line 6 \(cue 2\): not WebVTT: No decimal separator/,
  );
  expect(messages(vtt('00:00:01.000 --> 00:01:02.000\nOne'), 60)).toEqual([
    "line 3 (cue 1): ends at 00:01:02.000, after the episode's video (00:01:00.000)",
  ]);
  expect(messages('WEBVTT\n')).toEqual(['has no cues: a subtitle file times at least one line of text']);
});

it('names the text lines of the cue an error in its text is in, not the line after it (blank, or past the end)', () => {
  // the parser says the line after the cue's text; a file without a final newline, a line past its end
  expect(
    messages(
      vtt('00:00:01.000 --> 00:00:02.000\nFirst line\nTom & Jerry\nThird line', '00:00:03.000 --> 00:00:04.000\nNext'),
    ),
  ).toEqual(['lines 4–6 (cue 1): not WebVTT: Incorrect escape.']);
  expect(
    messages('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nOne\n\n00:00:03.000 --> 00:00:04.000\nTom & Jerry'),
  ).toEqual(['line 7 (cue 2): not WebVTT: Incorrect escape.']);
  expect(
    messages('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nOne\n\n00:00:03.000 --> 00:00:04.000\nHello\n<b>there'),
  ).toEqual(['lines 7–8 (cue 2): not WebVTT: Required end tag missing.']);
  expect(messages('WEBVTT\r\n\r\nc1\r\n00:00:01.000 --> 00:00:02.000\r\na < b\r\n')[0]).toBe(
    'line 5 (cue 1): not WebVTT: Only <v> and <lang> can have an annotation.',
  );
  // an identifier alone is named, not the blank line after it, and is in no cue
  expect(messages(vtt('00:00:01.000 --> 00:00:02.000\nOne', 'orphan'))).toEqual([
    'line 6: not WebVTT: Cue identifier cannot be standalone.',
  ]);
});

it('takes what WebVTT allows and the parser does not implement: header lines under WEBVTT, REGION blocks, region settings', () => {
  // YouTube's (yt-dlp's) files: header lines with no blank line under the signature
  const youtube = 'WEBVTT\nKind: captions\nLanguage: en\n\n00:00:01.000 --> 00:00:02.000 align:start position:0%\nHi\n';
  expect(checkSubtitle(youtube, 60)).toEqual({ problems: [], facts: { cueCount: 1 } });
  const region = 'REGION\nid:fred\nwidth:40%\nlines:3\nregionanchor:0%,100%\nviewportanchor:10%,90%\nscroll:up';
  expect(
    checkSubtitle(
      vtt(
        region,
        '00:00:01.000 --> 00:00:02.000 region:fred align:left\nHi',
        '00:00:03.000 --> 00:00:04.000 region:fred\nAgain',
      ),
      60,
    ),
  ).toEqual({
    problems: [],
    facts: { cueCount: 2 },
  });
  // and still refuses what is wrong in them, on the lines of the file
  expect(messages('WEBVTT\nKind: captions\n00:00:01.000 --> 00:00:02.000\nHi\n')).toEqual([
    'line 2 (cue 1): not WebVTT: No blank line after the signature.',
    'line 3 (cue 1): not WebVTT: No blank line after the signature.',
  ]);
  expect(
    messages(`WEBVTT\nKind: captions\n\n${region}\n\n00:00:05.000 --> 00:00:02.000 region:fred\nBackwards\n`),
  ).toEqual(['line 12 (cue 1): the cue ends before it starts, or when it starts']);
  expect(messages(vtt(region, '00:00:01.000 --> 00:00:02.000 regio:fred\nHi'))[0]).toBe(
    'line 11 (cue 1): not WebVTT: Invalid setting.',
  );
  expect(messages(vtt('00:00:01.000 --> 00:00:02.000\nHi', region))).toEqual([
    'line 6: a REGION block is read only before the first cue: move it up, under the WEBVTT line',
  ]);
  expect(messages(vtt(region, '00:00:01.000 --> 00:01:30.000 region:fred\nLong'))).toEqual([
    "line 11 (cue 1): ends at 00:01:30.000, after the episode's video (00:01:00.000)",
  ]);
});

it('lets a cue end within a second of the episode’s rounded duration', () => {
  expect(messages(vtt('00:00:59.000 --> 00:01:00.900\nLast'), 60)).toEqual([]);
});

it('reads only UTF-8 text', () => {
  expect(subtitleText(Buffer.from('WEBVTT\n\nçà 字幕'))).toBe('WEBVTT\n\nçà 字幕');
  expect(subtitleText(Buffer.from([0x57, 0x45, 0xff, 0xfe]))).toBeNull();
  expect(subtitleText(Buffer.from('WEBVTT\0'))).toBeNull();
  expect(vttTime(3723.45)).toBe('01:02:03.450');
});
