import type { CatalogOverrides } from '../../../i18n/catalog.ts';
import type { Catalog } from './pt-BR.ts';

/** European Portuguese: only the texts that differ from pt-BR. */
export const pt: CatalogOverrides<Catalog> = {
  admin: {
    status: 'Estado',
    newUser: 'Novo utilizador',
    editUser: 'Editar utilizador',
    userForm: 'Dados do utilizador',
    createUser: 'Registar utilizador',
    saveUser: 'Guardar alterações',
    userCreated: 'Utilizador registado.',
    userSaved: 'Alterações guardadas.',
    userNotFound: 'Utilizador não encontrado.',
    gender: 'Género',
    passwordHint: 'Pelo menos 8 caracteres. A pessoa pode alterá-la depois no perfil.',
    addPhoto: 'Adicionar fotografia',
    changePhoto: 'Alterar fotografia',
    memberSince: 'Registo em {{date}}',
    newPassword: 'Definir nova palavra-passe',
    newPasswordTitle: 'Nova palavra-passe para {{name}}',
    newPasswordHint: 'As sessões abertas da pessoa serão terminadas.',
    setPassword: 'Guardar palavra-passe',
    revokeSessions: 'Terminar sessões',
    revokeConfirm: 'Terminar todas as sessões de {{name}}? A pessoa terá de entrar novamente.',
    deleteUser: 'Eliminar utilizador',
    deleteConfirm:
      'Eliminar {{name}}? O acesso termina e o histórico (pedidos, auditoria) é mantido.',
    userDeleted: 'Utilizador eliminado.',
    profilesHint:
      'O que cada perfil pode ver e fazer. Quem estiver ligado recebe as alterações na próxima atualização da sessão.',
    unsaved: '{{count}} recurso(s) com alterações por guardar',
    savePermissions: 'Guardar permissões',
    permissionsSaved: 'Permissões guardadas.',
    genders: {
      prefiro_nao_informar: 'Prefiro não indicar',
    },
    flags: {
      delete: 'Eliminar',
      manage: 'Gerir',
    },
    userNotFoundText: 'Pode ter sido eliminado. Volte à lista e tente novamente.',
  },
  profile: {
    title: 'O meu perfil',
    nickname: 'Alcunha',
    save: 'Guardar dados',
    saved: 'Dados guardados.',
    addresses: 'Moradas',
    newAddress: 'Nova morada',
    editAddress: 'Editar morada',
    removeAddress: 'Eliminar morada',
    removeConfirm: 'Eliminar esta morada? Esta ação não pode ser anulada.',
    addressRemoved: 'Morada eliminada.',
    noAddresses: 'Ainda não registou moradas.',
    address: 'Morada',
    zipNotFound: 'CEP não encontrado. Preencha a morada manualmente.',
    street: 'Morada',
    saveAddress: 'Guardar morada',
    addressSaved: 'Morada guardada.',
  },
};
