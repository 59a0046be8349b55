/** pt-BR messages of the identity contracts, without zod: the browser's first load can use them. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const LOGIN_CODE_LENGTH = 6;

export const EMAIL_INVALID_MESSAGE = 'Informe um e-mail válido.';
export const PASSWORD_TOO_SHORT_MESSAGE = `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`;
export const PASSWORD_TOO_LONG_MESSAGE = `A senha pode ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`;
export const PASSWORD_REQUIRED_MESSAGE = 'Informe a senha.';
export const PASSWORDS_DIFFER_MESSAGE = 'As senhas não conferem.';
export const NAME_REQUIRED_MESSAGE = 'Informe seu nome.';
export const TERMS_REQUIRED_MESSAGE =
  'É preciso aceitar os termos de uso e a política de privacidade.';
export const INVALID_CREDENTIALS_MESSAGE = 'E-mail ou senha inválidos.';
export const LOGIN_CODE_INVALID_MESSAGE = 'Código inválido ou expirado.';
export const FORGOT_PASSWORD_SENT_MESSAGE =
  'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.';
export const RESET_PASSWORD_DONE_MESSAGE = 'Senha redefinida. Entre com a nova senha.';
export const RESET_LINK_INVALID_MESSAGE = 'Link inválido ou expirado. Peça um novo.';
export const AUTH_CODE_SENT_MESSAGE =
  'Se o e-mail estiver cadastrado, enviaremos um código de acesso.';
export const EMAIL_TAKEN_MESSAGE = 'Este e-mail já está cadastrado.';
export const COMMON_PASSWORD_MESSAGE = 'Esta senha é muito comum. Escolha outra.';
