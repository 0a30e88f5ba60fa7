import { IcpDraft, type TestCaseChecks } from '@portal/contract';
import { checkAnswer, wordCount } from '../../src/test-cases/checks';
import { CANNED_DRAFTS } from '../helpers/fake-model-server';

/** The checks of a saved test case (issue 21 §3) on a model's answer: pure, in order. */
const NONE: TestCaseChecks = {
  parses: false,
  namesSegments: false,
  bannedPhrases: [],
  maxWords: null,
};
const icpAnswer = JSON.stringify(CANNED_DRAFTS.icp);
const icpContext = { shape: IcpDraft, segmentNames: ['Regional 3PLs', 'Freight forwarders'] };

describe('checkAnswer', () => {
  test('no checks: a pass with an empty message', () => {
    expect(checkAnswer(NONE, 'anything', { shape: undefined, segmentNames: [] })).toEqual({
      status: 'pass',
      message: '',
    });
  });

  test('every check met: a pass', () => {
    const checks = {
      parses: true,
      namesSegments: true,
      bannedPhrases: ['world-class'],
      maxWords: 300,
    };
    expect(checkAnswer(checks, icpAnswer, icpContext)).toEqual({ status: 'pass', message: '' });
  });

  test.each([
    ['not JSON', 'Sure! Here it is', 'The answer does not parse: it is not JSON'],
    [
      'JSON of another shape',
      JSON.stringify({ ...CANNED_DRAFTS.icp, segments: [{ name: 'x' }] }),
      'The answer does not parse: segments[0].description is required',
    ],
  ])('parses fails on %s', (_, answer, message) => {
    expect(checkAnswer({ ...NONE, parses: true }, answer, icpContext)).toEqual({
      status: 'fail',
      check: 'parses',
      message,
    });
  });

  test('parses is not looked at without a shape (a type with no draft shape)', () => {
    const result = checkAnswer({ ...NONE, parses: true }, 'plain text', {
      shape: undefined,
      segmentNames: [],
    });
    expect(result.status).toBe('pass');
  });

  test('namesSegments: the first segment not named, case ignored', () => {
    const answer = 'We serve regional 3pls across the EU.';
    expect(checkAnswer({ ...NONE, namesSegments: true }, answer, icpContext)).toEqual({
      status: 'fail',
      check: 'namesSegments',
      message: "Segment 'Freight forwarders' is not named",
    });
    const both = `${answer} And FREIGHT FORWARDERS.`;
    expect(checkAnswer({ ...NONE, namesSegments: true }, both, icpContext).status).toBe('pass');
  });

  test('bannedPhrases: the first listed phrase found, case ignored', () => {
    const checks = { ...NONE, bannedPhrases: ['synergy', 'World-class', 'best of breed'] };
    expect(checkAnswer(checks, 'A world-class, best of breed planner', icpContext)).toEqual({
      status: 'fail',
      check: 'bannedPhrases',
      message: "Contains the banned phrase 'World-class'",
    });
  });

  test('maxWords: counts runs of non-space characters; at the limit passes', () => {
    const checks = { ...NONE, maxWords: 3 };
    expect(checkAnswer(checks, ' one  two\nthree ', icpContext).status).toBe('pass');
    expect(checkAnswer(checks, 'one two three four', icpContext)).toEqual({
      status: 'fail',
      check: 'maxWords',
      message: '4 words, more than 3',
    });
  });

  test('checks run in order: parses before namesSegments before bannedPhrases before maxWords', () => {
    const all = { parses: true, namesSegments: true, bannedPhrases: ['plain'], maxWords: 1 };
    expect(checkAnswer(all, 'plain text', icpContext).check).toBe('parses');
    expect(checkAnswer({ ...all, parses: false }, 'plain text', icpContext).check).toBe(
      'namesSegments',
    );
    expect(
      checkAnswer({ ...all, parses: false, namesSegments: false }, 'plain text', icpContext).check,
    ).toBe('bannedPhrases');
    expect(
      checkAnswer(
        { ...all, parses: false, namesSegments: false, bannedPhrases: [] },
        'plain text',
        icpContext,
      ).check,
    ).toBe('maxWords');
  });
});

describe('wordCount', () => {
  test.each([
    ['', 0],
    ['   ', 0],
    ['one', 1],
    ['a\tb\nc  d', 4],
  ])('%j has %i words', (text, count) => {
    expect(wordCount(text)).toBe(count);
  });
});
