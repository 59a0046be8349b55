import { describe, expect, it } from 'vitest';
import { cleanHtml } from './html.ts';

describe('cleanHtml', () => {
  it('keeps formatting and drops scripts, handlers and javascript: links', () => {
    expect(
      cleanHtml(
        '<p onclick="x()">Olá <strong>mundo</strong><script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="http://x/a.png" onerror="y()">',
      ),
    ).toBe(
      '<p>Olá <strong>mundo</strong></p><a rel="noopener noreferrer" target="_blank">x</a><img />',
    );
  });

  it('opens links safely and treats empty rich text as nothing', () => {
    expect(cleanHtml('<a href="https://lstrader.com.br">site</a>')).toBe(
      '<a href="https://lstrader.com.br" rel="noopener noreferrer" target="_blank">site</a>',
    );
    expect(cleanHtml('<p></p>')).toBeNull();
    expect(cleanHtml('   ')).toBeNull();
    expect(cleanHtml(null)).toBeNull();
  });
});
