import { csvCell, csvLine } from '../../src/exchange/csv-cell';
import { csvCells, csvHeader } from '../../src/exchange/csv-columns';
import { ICP_KIND, USP_KIND } from '../../src/kinds';

describe('csvCell', () => {
  test.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+49 30', "'+49 30"],
    ['-5%', "'-5%"],
    ['@sum', "'@sum"],
    ['\tindented', "'\tindented"],
    ['\rreturn', `"'\rreturn"`],
    ["'=quoted", "''=quoted"],
    ["''-twice", "'''-twice"],
    ["'plain", "'plain"],
    ['a = b', 'a = b'],
  ])('%j is written as %j', (text, written) => {
    expect(csvCell(text)).toBe(written);
  });

  test('a line ends in CRLF', () => {
    expect(csvLine(['a', 'b,c'])).toBe('a,"b,c"\r\n');
  });
});

describe('numbered columns', () => {
  const icp = {
    name: 'N',
    description: 'D',
    segments: [{ name: 's', description: 'sd', details: 'sx' }],
    buyerPersonas: [{ name: 'p', description: 'pd', isMobilizer: false, isBuyingCommittee: true }],
  };

  test('an ICP fills its groups and leaves the rest of the widest empty', () => {
    const widths = { segments: 2, buyerPersonas: 1 };
    expect(csvHeader(ICP_KIND, widths)).toHaveLength(2 + 2 * 3 + 4);
    expect(csvCells(ICP_KIND, icp, widths)).toEqual([
      'N',
      'D',
      's',
      'sd',
      'sx',
      '',
      '',
      '',
      'p',
      'pd',
      'no',
      'yes',
    ]);
  });

  test('a USP lists products, then capabilities', () => {
    const widths = { products: 1, capabilities: 3 };
    expect(csvHeader(USP_KIND, widths)).toEqual([
      'name',
      'differentiator',
      'product 1',
      'capability 1',
      'capability 2',
      'capability 3',
    ]);
    expect(
      csvCells(
        USP_KIND,
        { name: 'U', differentiator: 'X', products: ['a'], capabilities: ['b'] },
        widths,
      ),
    ).toEqual(['U', 'X', 'a', 'b', '', '']);
  });
});
