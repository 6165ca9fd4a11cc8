import { describe, expect, it } from 'vitest';
import { parseWireJson, toWireJsonWithNumericIds } from './wire-json';

describe('wire JSON with exact ids', () => {
  it('reads integer …Id values as exact strings, even above 2^53', () => {
    const parsed = parseWireJson(
      '[{"keywordId": 195991635164411123, "campaignId":-5, "bid": 1.25, "clicks": 9007199254740993}]',
    );
    // JSON.parse alone would answer 195991635164411120 for the id.
    expect(parsed).toEqual([
      { keywordId: '195991635164411123', campaignId: '-5', bid: 1.25, clicks: 9007199254740992 },
    ]);
  });

  it('leaves strings alone, including text that looks like an id inside a string', () => {
    const text =
      '{"keywordText":"a \\"keywordId\\":123 b","adId":"B07FKDZPZW","note":"x\\\\","portfolioId":null,"stateId":1.5}';
    expect(parseWireJson(text)).toEqual({
      keywordText: 'a "keywordId":123 b',
      adId: 'B07FKDZPZW',
      note: 'x\\',
      portfolioId: null,
      stateId: 1.5,
    });
  });

  it('writes digit-string ids as numbers for SB v3 and keeps other strings quoted', () => {
    const text = toWireJsonWithNumericIds([
      { campaignId: '144327786111035248', adGroupId: '456', keywordText: '123', brandEntityId: 'ENTITY1' },
    ]);
    expect(text).toBe(
      '[{"campaignId":144327786111035248,"adGroupId":456,"keywordText":"123","brandEntityId":"ENTITY1"}]',
    );
  });
});
