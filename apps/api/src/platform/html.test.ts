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

  it('keeps what the staff rich-text editor writes (tiptap), and drops what it must not', () => {
    // The web kit's RichTextInput (@mantine/tiptap, StarterKit) sends HTML like this on save.
    const fromEditor =
      '<h2>Módulo 1</h2><p><strong>Negrito</strong>, <em>itálico</em>, <u>sublinhado</u> e <s>riscado</s>.</p>' +
      '<ul><li><p>Um</p></li></ul><ol><li><p>Dois</p></li></ol><blockquote><p>Citação</p></blockquote>' +
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://lstrader.com.br">site</a></p>';
    expect(cleanHtml(fromEditor)).toBe(
      '<h2>Módulo 1</h2><p><strong>Negrito</strong>, <em>itálico</em>, <u>sublinhado</u> e <s>riscado</s>.</p>' +
        '<ul><li><p>Um</p></li></ul><ol><li><p>Dois</p></li></ol><blockquote><p>Citação</p></blockquote>' +
        '<p><a target="_blank" rel="noopener noreferrer" href="https://lstrader.com.br">site</a></p>',
    );
    // Pasted into the editor's HTML or sent around it: still cleaned on save.
    expect(
      cleanHtml(
        '<p style="color:red" class="x">Oi<iframe src="https://evil.example"></iframe></p>',
      ),
    ).toBe('<p>Oi</p>');
  });
});
