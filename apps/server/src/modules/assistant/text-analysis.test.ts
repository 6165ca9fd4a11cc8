import { describe, expect, it } from 'vitest';
import { analyse, questionLanguage } from './text-analysis';

describe('text analysis', () => {
  it('segments Chinese with jieba and drops stop words', () => {
    const terms = analyse('如何设置分时调价的否定关键词');
    expect(terms).toEqual(expect.arrayContaining(['设置', '调价', '否定', '关键词']));
    expect(terms).not.toContain('如何');
    expect(terms).not.toContain('的');
  });

  it('stems English words so plural and singular meet, and keeps codes whole', () => {
    expect(analyse('Placements and bidding for error 10031')).toEqual(['placement', 'bid', 'error', '10031']);
    expect(analyse('placement')).toEqual(analyse('placements'));
  });

  it('detects the language of a question, with the request language for neither script', () => {
    expect(questionLanguage('ACOS 是什么', 'en')).toBe('zh');
    expect(questionLanguage('what is ACOS', 'zh')).toBe('en');
    expect(questionLanguage('10031?', 'en')).toBe('en');
    expect(questionLanguage('10031?', 'zh')).toBe('zh');
  });
});
