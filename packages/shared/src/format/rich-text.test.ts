import { describe, expect, it } from 'vitest';
import { isRichTextEmpty } from './rich-text.ts';

describe('isRichTextEmpty', () => {
  it.each([
    ['an empty paragraph', '<p></p>'],
    ['a paragraph with a line break', '<p><br></p>'],
    ['a self-closing line break', '<p><br/></p>'],
    ['an empty string', ''],
    ['whitespace', '  \n\t '],
    ['a paragraph of spaces and &nbsp;', '<p> &nbsp; </p>'],
    ['several empty paragraphs', '<p></p><p><br></p>'],
    ['a comment only', '<!-- nada --><p></p>'],
  ])('is empty for %s', (_, html) => {
    expect(isRichTextEmpty(html)).toBe(true);
  });

  it('is empty for null and undefined', () => {
    expect(isRichTextEmpty(null)).toBe(true);
    expect(isRichTextEmpty(undefined)).toBe(true);
  });

  it.each([
    ['text', '<p>Olá</p>'],
    ['plain text', 'Olá'],
    ['text in a nested element', '<p><strong>a</strong></p>'],
    ['an image', '<p><img src="grafico.png"></p>'],
    ['a video embed', '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>'],
  ])('is not empty with %s', (_, html) => {
    expect(isRichTextEmpty(html)).toBe(false);
  });
});
