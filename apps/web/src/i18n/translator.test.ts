import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator.ts';

function translator() {
  const i18n = new Translator({
    language: 'pt-BR',
    fallbackLanguage: 'pt-BR',
    defaultNamespace: 'translation',
    fallbackNamespaces: ['translation', 'shared'],
  });
  i18n.addResourceBundle('pt-BR', 'translation', {
    app: { hello: 'Olá, {{name}}', order: 'Pedido {{order.id}} de {{who}}' },
    cart: {
      items_zero: 'Carrinho vazio',
      items_one: '{{count}} item',
      items_other: '{{count}} itens',
    },
    shell: 'do shell',
  });
  i18n.addResourceBundle('pt-BR', 'shared', { list: { empty: 'Nada aqui' } });
  i18n.addResourceBundle('pt-BR', 'courses', { title: 'Cursos', lessons_one: '{{count}} aula' });
  return i18n;
}

describe('Translator', () => {
  it('looks a key up in its namespace, then the shell’s, then the shared one', () => {
    const i18n = translator();
    const t = i18n.getFixedT(null, 'courses');
    expect(t('title')).toBe('Cursos');
    expect(t('shell')).toBe('do shell');
    expect(t('list.empty')).toBe('Nada aqui');
    expect(i18n.t('courses:title')).toBe('Cursos');
    expect(i18n.t('title', { ns: 'courses' })).toBe('Cursos');
    expect(i18n.t('title')).toBe('title');
  });

  it('fills placeholders by path and leaves a placeholder without a value as it is', () => {
    const t = translator().getFixedT(null);
    expect(t('app.hello', { name: 'Ana' })).toBe('Olá, Ana');
    expect(t('app.order', { order: { id: 42 }, who: 0 })).toBe('Pedido 42 de 0');
    expect(t('app.hello')).toBe('Olá, {{name}}');
  });

  it('picks the plural by the language’s rules, with zero apart when the catalog has it', () => {
    const i18n = translator();
    expect(i18n.t('cart.items', { count: 0 })).toBe('Carrinho vazio');
    expect(i18n.t('cart.items', { count: 1 })).toBe('1 item');
    expect(i18n.t('cart.items', { count: 3 })).toBe('3 itens');
    // pt-BR counts 0 as "one" when no `_zero` text exists.
    expect(i18n.t('courses:lessons', { count: 0 })).toBe('0 aula');
  });

  it('falls back to pt-BR for a text the current language lacks, namespace by namespace', async () => {
    const i18n = translator();
    i18n.addResourceBundle('en', 'translation', { app: { hello: 'Hello, {{name}}' } });
    await i18n.changeLanguage('en');
    expect(i18n.t('app.hello', { name: 'Ann' })).toBe('Hello, Ann');
    expect(i18n.t('shell')).toBe('do shell');
    // The feature's own text in pt-BR wins over the shell's text of the same key in English.
    i18n.addResourceBundle('en', 'translation', { title: 'Shell title' });
    expect(i18n.t('courses:title')).toBe('Cursos');
    expect(i18n.getFixedT('pt-BR')('app.hello', { name: 'Ana' })).toBe('Olá, Ana');
  });

  it('tries keys in turn and answers the default value or the last key when none is found', () => {
    const i18n = translator();
    expect(i18n.t(['missing.one', 'app.hello'], { name: 'Ana' })).toBe('Olá, Ana');
    expect(i18n.t(['missing.one', 'courses:missing.two'])).toBe('missing.two');
    expect(i18n.t('missing.kind', { defaultValue: 'PIX' })).toBe('PIX');
    expect(i18n.t('app', {})).toBe('app');
  });

  it('lays a bundle over another deeply, keeping or replacing texts, and tells subscribers', () => {
    const i18n = translator();
    const listener = vi.fn();
    const stop = i18n.subscribe(listener);
    const before = i18n.snapshot();
    i18n.addResourceBundle('pt-BR', 'courses', { title: 'Outro', extra: { a: 'A' } }, true, false);
    expect(i18n.t('courses:title')).toBe('Cursos');
    expect(i18n.t('courses:extra.a')).toBe('A');
    i18n.addResourceBundle('pt-BR', 'courses', { extra: { a: 'B' } }, true, true);
    expect(i18n.t('courses:extra.a')).toBe('B');
    expect(i18n.hasResourceBundle('pt-BR', 'courses')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'courses')).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(i18n.snapshot()).not.toBe(before);
    stop();
    void i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(i18n.language).toBe('en');
  });
});
