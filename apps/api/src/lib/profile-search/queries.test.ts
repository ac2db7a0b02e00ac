// The free text as tsquery input: exact stored words where a prefix stands for a few, the prefix otherwise.
import { describe, expect, it } from 'vitest';
import { searchWords, textQuery } from './queries';

describe('textQuery', () => {
  it('folds accents, case and symbols into words, at most eight', () => {
    expect(searchWords('  Développeuse C++ / Saint-Étienne ')).toEqual(['developpeuse', 'c', 'saint', 'etienne']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(textQuery(searchWords('&|!'), [])).toBeNull();
  });

  it('turns each word into the stored words it begins, all words required', () => {
    expect(textQuery(['dev', 'lyon'], [['developpeur', 'developpeuse'], ['lyon']])).toBe(
      "('developpeur' | 'developpeuse') & ('lyon')",
    );
  });

  it('keeps a word as a prefix when its stored words are unknown, none or too many', () => {
    const many = Array.from({ length: 33 }, (_, i) => `a${i}`);
    expect(textQuery(['a', 'b', 'c'], [many, [], null])).toBe("'a':* & 'b':* & 'c':*");
  });

  it('quotes stored words as they are, whatever they hold', () => {
    expect(textQuery(['l'], [["l'oreal", 'a\\b', 'front-end']])).toBe("('l''oreal' | 'a\\\\b' | 'front-end')");
  });
});
