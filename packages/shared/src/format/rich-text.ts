/** Elements that are content by themselves, even with no text around them. */
const MEDIA_ELEMENT = /<(img|video|audio|iframe|embed|object|svg|canvas|hr|table)\b/i;

/**
 * Spec section 5: rich text counts as empty when it is an empty paragraph (`<p></p>`,
 * `<p><br></p>`, what editors leave behind once cleared), an empty or blank string, null or
 * undefined. More generally: no visible text (tags, `&nbsp;` and whitespace ignored) and no
 * media element such as an image or a video.
 */
export function isRichTextEmpty(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (MEDIA_ELEMENT.test(value)) return false;
  const text = value
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/[\s\u00a0\u200b\ufeff]+/g, '');
  return text.length === 0;
}
