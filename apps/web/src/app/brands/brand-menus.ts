import IconBook from '@tabler/icons-react/dist/esm/icons/IconBook.mjs';
import IconBooks from '@tabler/icons-react/dist/esm/icons/IconBooks.mjs';
import IconBroadcast from '@tabler/icons-react/dist/esm/icons/IconBroadcast.mjs';
import IconChartCandle from '@tabler/icons-react/dist/esm/icons/IconChartCandle.mjs';
import IconCrown from '@tabler/icons-react/dist/esm/icons/IconCrown.mjs';
import IconDeviceTv from '@tabler/icons-react/dist/esm/icons/IconDeviceTv.mjs';
import IconFileAnalytics from '@tabler/icons-react/dist/esm/icons/IconFileAnalytics.mjs';
import IconHome from '@tabler/icons-react/dist/esm/icons/IconHome.mjs';
import IconNews from '@tabler/icons-react/dist/esm/icons/IconNews.mjs';
import IconPlayerPlay from '@tabler/icons-react/dist/esm/icons/IconPlayerPlay.mjs';
import IconSchool from '@tabler/icons-react/dist/esm/icons/IconSchool.mjs';
import IconShoppingBag from '@tabler/icons-react/dist/esm/icons/IconShoppingBag.mjs';
import IconTrendingUp from '@tabler/icons-react/dist/esm/icons/IconTrendingUp.mjs';
import IconUserStar from '@tabler/icons-react/dist/esm/icons/IconUserStar.mjs';
import type { Icon } from '@tabler/icons-react';
import type { BrandId, Resource } from '@app/shared';
import type { Catalog } from '../../i18n/locales/pt-BR.ts';

export interface MenuEntry {
  labelKey: `menu.${keyof Catalog['menu']}`;
  to: string;
  icon: Icon;
  /** Kept for the permission filter that arrives with login (identity issue). */
  resource?: Resource;
  /** Spec: in the table but not shown. */
  hidden?: boolean;
  /** Where the entry goes for a visitor without a session, when not `to`. */
  visitorTo?: string;
}

const BRAZILIAN_MENU: MenuEntry[] = [
  { labelKey: 'menu.feed', to: '/feed', icon: IconNews, resource: 'Cliente-Feed' },
  {
    labelKey: 'menu.lives',
    to: '/cliente/lives',
    icon: IconBroadcast,
    resource: 'Cliente-Transmissões',
  },
  {
    labelKey: 'menu.myCourses',
    to: '/cliente/cursos',
    icon: IconSchool,
    resource: 'Cliente-Meus Cursos',
  },
  {
    labelKey: 'menu.myEbooks',
    to: '/cliente/ebooks',
    icon: IconBook,
    resource: 'Cliente-Meus E-books',
  },
  {
    labelKey: 'menu.lsPlay',
    to: '/cliente/ls-play',
    icon: IconPlayerPlay,
    resource: 'Cliente-LS Play',
  },
  {
    labelKey: 'menu.recommendations',
    to: '/cliente/recomendacoes',
    icon: IconTrendingUp,
    resource: 'Cliente-Recomendações',
  },
];

const LIBERTA_MENU: MenuEntry[] = [
  { labelKey: 'menu.home', to: '/home', icon: IconHome, resource: 'Cliente-Home' },
  {
    labelKey: 'menu.tvLiberta',
    to: '/conteudo/video/tv-liberta/live',
    icon: IconDeviceTv,
    hidden: true,
  },
  {
    labelKey: 'menu.liveMarket',
    to: '/conteudo/video/mercado-ao-vivo/live',
    icon: IconChartCandle,
    hidden: true,
  },
  {
    labelKey: 'menu.coursesEbooks',
    to: '/assunto/cursos',
    icon: IconBooks,
    resource: 'Cliente-cursos',
  },
  // The person's own signatures with their dates; a visitor has none and sees the plans (spec:
  // visitors may see /assinaturas).
  {
    labelKey: 'menu.mySubscriptions',
    to: '/cliente/assinaturas',
    visitorTo: '/assinaturas',
    icon: IconCrown,
  },
  // The customer's advisor and their free slots (issue 17's `/meu-assessor`): signed-in people.
  { labelKey: 'menu.myAdvisor', to: '/meu-assessor', icon: IconUserStar, resource: 'Auth' },
  { labelKey: 'menu.store', to: '/loja', icon: IconShoppingBag },
  {
    labelKey: 'menu.recommendations',
    to: '/cliente/recomendacoes',
    icon: IconTrendingUp,
    resource: 'Cliente-Recomendações',
  },
  {
    labelKey: 'menu.reports',
    to: '/research',
    icon: IconFileAnalytics,
    resource: 'Cliente-Research',
  },
];

export const BRAND_MENUS: Record<BrandId, readonly MenuEntry[]> = {
  brazilian: BRAZILIAN_MENU,
  global: BRAZILIAN_MENU.filter((entry) => entry.to !== '/cliente/ls-play'),
  liberta: LIBERTA_MENU,
};
