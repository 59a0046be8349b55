import type { UserData } from './auth.contract.ts';

/** Spec section 4: pages a visitor may open without a session get this placeholder user. */
export const GUEST_USER_ID = 0;
export const GUEST_USER_NAME = 'Usuário não logado';
export const GUEST_PERMISSION = 'Cliente-Home';

/** Path prefixes whose pages a visitor may see (spec section 2, "access logic"). */
export const GUEST_PATH_PREFIXES = ['/lancamento/', '/curso/', '/interna/', '/ebooks/'] as const;

/** True on launch, course, internal and ebooks pages and on the cart (`/carrinhos` is not the cart). */
export function isGuestAllowedPath(pathname: string): boolean {
  if (pathname === '/carrinho' || pathname === '/carrinho/') return true;
  return GUEST_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** The placeholder guest user: id 0 and one Cliente-Home permission with every flag set. */
export function guestUserData(): UserData {
  return {
    id: GUEST_USER_ID,
    name: GUEST_USER_NAME,
    nickname: null,
    identifier: null,
    email: '',
    avatar_url: null,
    profile: {
      profile_id: 0,
      name: 'Visitante',
      permissions: [
        {
          create: 1,
          read: 1,
          update: 1,
          delete: 1,
          manage: 1,
          menu: 1,
          permission_id: 0,
          profile_id: 0,
          permission: {
            id: 0,
            name: GUEST_PERMISSION,
            parent_id: null,
            has_children: false,
            order: 0,
            base_profile_id: null,
          },
        },
      ],
    },
    methods: [],
  };
}
