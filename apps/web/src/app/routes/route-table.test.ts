import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@app/shared';
import type { BrandId } from '@app/shared';
import { BRAND_MENUS } from '../brands/brand-menus.ts';
import { findRoute, isPublicPath } from './route-match.ts';
import { ROUTE_TABLES } from './route-table.ts';

// Spec section 2, written out as concrete URLs (independent of the table under test).
const COMMON = [
  '/login',
  '/carrinho',
  '/pagamento/sucesso',
  '/token/eyJ0b2tlbiI6ImFiYyJ9',
  '/cliente/lives/12',
  '/cliente/lives/12/7',
  // The store in every brand (issue 5): storefront, product pages and the catalogue staff screens.
  '/loja',
  '/loja/day-trade-do-zero',
  // The public track record of the recommendations (issue 15).
  '/historico-de-recomendacoes',
  // The help centre (issue 17).
  '/central-de-ajuda',
  ...['/liberta-store', '/cores', '/cupons', '/tabelas-comerciais'].flatMap((base) => [
    base,
    `${base}/cadastro`,
    `${base}/7`,
  ]),
];

const BRAZILIAN = [
  ...COMMON,
  '/feed',
  '/transmissoes/visualizar',
  '/transmissoes/show/5',
  '/transmissoes',
  '/transmissoes/cadastro',
  '/transmissoes/editar/5',
  '/cliente/cursos',
  '/cliente/lives',
  '/cliente/ebooks',
  '/cliente/ls-play',
  '/recomendacoes',
  '/recomendacoes/cadastro',
  '/recomendacoes/9',
  '/recomendacao/cadastro',
  '/cliente/recomendacoes',
  '/status-das-recomendacoes',
  '/farol',
  '/grade-programacao',
  '/playlist',
  '/playlist/cadastro',
  '/playlist/3',
  '/categorias',
  '/assinatura',
  '/assinatura/cadastro',
  '/assinatura/2',
  '/metodos',
  '/email/bind',
  '/flutuante',
];

const LIBERTA_PUBLIC = [
  '/home',
  '/loja',
  '/assinaturas',
  '/assinaturas/premium',
  '/curso/day-trade',
  '/ebooks/guia',
  '/interna/sobre',
  '/lancamento/black-friday',
  '/assunto/cursos',
  '/minhas-trilhas',
  '/minhas-trilhas/4',
  '/conteudo/video/8',
  '/conteudo/video/8/live',
  '/conteudo/video/8/recomendacoes',
  '/conteudo/video/8/chat',
  '/hub/bi/vendas',
  '/hub/liberta-store',
  '/hub/liberta-store/camisetas',
  '/cliente/recomendacoes',
  '/calendario-do-investidor',
  '/calendario-do-investidor/cadastro',
  '/calendario-do-investidor/3',
  '/podcasts',
  '/podcasts/cadastro',
  '/podcasts/3',
];

const LIBERTA_PROTECTED = [
  ...[
    '/categorias',
    '/qualificacao-de-conteudo',
    '/relatorios-research',
    '/trilhas',
    '/lancamentos',
    '/influencer',
    '/politicas-internas',
    '/liberta-store',
    '/cores',
    '/assinatura',
    '/liberacao-cliente-xp',
    '/recomendacoes',
    '/site-liberta-investimentos/assessores',
    '/site-liberta-investimentos/investimentos',
    '/agenda-colaborador',
    '/metodos',
  ].flatMap((base) => [base, `${base}/cadastro`, `${base}/11`]),
  ...['/gestao-de-tickers', '/faq', '/nps'].flatMap((base) => [
    base,
    `${base}/cadastro`,
    `${base}/editar/11`,
  ]),
  '/nps/enviar-pesquisa',
  '/research',
  '/research/5',
  '/hub/home',
  '/hub/sales-force',
  '/hub/central-de-chamdos',
  '/hub/politicas-procedimentos',
  '/hub/politicas-procedimentos/2',
];

const SPEC_PATHS: Record<BrandId, string[]> = {
  brazilian: BRAZILIAN,
  global: BRAZILIAN.filter((p) => p !== '/cliente/ls-play'),
  liberta: [...COMMON, ...LIBERTA_PUBLIC, ...LIBERTA_PROTECTED],
};

const FOREIGN_PATHS: Record<BrandId, string[]> = {
  brazilian: ['/home', '/hub/liberta-store', '/hub/home', '/nps', '/carrinhos', '/research'],
  global: ['/cliente/ls-play', '/home', '/assunto/cursos', '/carrinhos'],
  liberta: ['/feed', '/cliente/lives', '/cliente/ls-play', '/farol', '/flutuante', '/carrinhos'],
};

describe.each(['brazilian', 'global', 'liberta'] as const)('%s route table', (brand) => {
  it('resolves every route the spec lists for the brand', () => {
    const missing = SPEC_PATHS[brand].filter((path) => findRoute(brand, path) === null);
    expect(missing).toEqual([]);
  });

  it("answers nothing (a 404) for other brands' routes and /carrinhos", () => {
    for (const path of FOREIGN_PATHS[brand]) expect(findRoute(brand, path), path).toBeNull();
  });

  it('resolves every visible menu link', () => {
    for (const entry of BRAND_MENUS[brand].filter((e) => !e.hidden)) {
      expect(findRoute(brand, entry.to), entry.to).not.toBeNull();
    }
  });

  it('names only spec resources and pairs create/edit pages with create/update', () => {
    for (const route of ROUTE_TABLES[brand]) {
      if (route.resource !== undefined) expect(RESOURCES).toContain(route.resource);
      if (route.variant === 'create') expect(route.action, route.path).toBe('create');
      if (route.variant === 'edit') expect(route.action, route.path).toBe('update');
    }
  });
});

describe('route permissions and public pages', () => {
  it('carries the spec resource for the Brazilian screens', () => {
    expect(findRoute('brazilian', '/feed')?.resource).toBe('Cliente-Feed');
    expect(findRoute('brazilian', '/transmissoes/cadastro')).toMatchObject({
      resource: 'Transmissões',
      action: 'create',
    });
    expect(findRoute('brazilian', '/transmissoes/editar/3')).toMatchObject({
      resource: 'Transmissões',
      action: 'update',
    });
    expect(findRoute('brazilian', '/assinatura/3')?.resource).toBe('Tipos de Assinatura');
    expect(findRoute('liberta', '/hub/central-de-chamdos')?.resource).toBe('hub-glpi');
    expect(findRoute('liberta', '/research/1')?.resource).toBe('Cliente-Research');
    expect(findRoute('brazilian', '/liberta-store/3')).toMatchObject({
      resource: 'Liberta Store Cadastro',
      action: 'update',
    });
    expect(findRoute('global', '/cores/cadastro')).toMatchObject({
      resource: 'Liberta Store Cores',
      action: 'create',
    });
    expect(findRoute('liberta', '/cupons')?.resource).toBe('Cupons');
  });

  it('opens the store staff screens in every brand with their resources', () => {
    for (const brand of ['brazilian', 'global', 'liberta'] as const) {
      expect(findRoute(brand, '/pedidos')).toMatchObject({ resource: 'Pedidos', action: 'read' });
      expect(findRoute(brand, '/pedidos/42')).toMatchObject({
        resource: 'Pedidos',
        action: 'read',
      });
      expect(findRoute(brand, '/clientes')).toMatchObject({ resource: 'Clientes', action: 'read' });
      expect(findRoute(brand, '/clientes/cadastro')).toMatchObject({
        resource: 'Clientes',
        action: 'create',
      });
      // A customer's page opens with read; its edits and courtesies ask for their own actions.
      expect(findRoute(brand, '/clientes/7')).toMatchObject({
        resource: 'Clientes',
        action: 'read',
        variant: 'detail',
      });
    }
  });

  it('knows which pages visitors may open', () => {
    expect(isPublicPath('liberta', '/loja')).toBe(true);
    expect(isPublicPath('liberta', '/curso/abc')).toBe(true);
    expect(isPublicPath('liberta', '/nps')).toBe(false);
    expect(isPublicPath('brazilian', '/carrinho')).toBe(true);
    expect(isPublicPath('brazilian', '/feed')).toBe(false);
    expect(isPublicPath('brazilian', '/loja')).toBe(true);
    expect(isPublicPath('global', '/loja/day-trade-do-zero')).toBe(true);
    expect(isPublicPath('brazilian', '/cupons')).toBe(false);
    for (const brand of ['brazilian', 'global', 'liberta'] as const)
      expect(isPublicPath(brand, '/historico-de-recomendacoes'), brand).toBe(true);
    expect(isPublicPath('liberta', '/cliente/recomendacoes')).toBe(true);
    for (const brand of ['brazilian', 'global', 'liberta'] as const)
      expect(isPublicPath(brand, '/central-de-ajuda'), brand).toBe(true);
    expect(isPublicPath('liberta', '/faq')).toBe(false);
    expect(isPublicPath('brazilian', '/cliente/recomendacoes')).toBe(false);
  });

  it('puts the cart and the floating player in the blank layout', () => {
    expect(findRoute('brazilian', '/carrinho')?.layout).toBe('blank');
    expect(findRoute('brazilian', '/flutuante')?.layout).toBe('blank');
    expect(findRoute('brazilian', '/feed')?.layout).toBe('vertical');
  });
});
