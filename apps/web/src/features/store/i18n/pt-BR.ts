import type { CatalogShape } from '../../../i18n/catalog.ts';

/** The `store` namespace's texts (`useTranslation('store')`). */
export const ptBR = {
  checkout: {
    title: 'Carrinho',
    secure: 'Compra 100% segura',
    mobileNotice:
      'O módulo de carrinho está sendo ajustado para celulares. Por enquanto, use um computador para concluir sua compra.',
    empty: {
      title: 'Seu carrinho está vazio',
      text: 'Explore cursos, e-books e assinaturas e adicione o que quiser estudar.',
      action: 'Ir para a loja',
    },
    guest: {
      title: 'Quase lá!',
      text: 'Informe seu e-mail para montarmos seu carrinho. Você cria sua conta ou entra nela antes de pagar.',
      email: 'Seu e-mail',
      emailHint: 'Usamos seu e-mail só para guardar o carrinho e enviar a confirmação do pedido.',
      emailPlaceholder: 'voce@exemplo.com.br',
      emailInvalid: 'Informe um e-mail válido.',
      continue: 'Continuar',
      buyingAs: 'Comprando como {{email}}',
    },
    account: {
      title: 'Identifique-se para pagar',
      text: 'Seu carrinho e o cupom ficam guardados para {{email}}: crie sua conta ou entre nela e volte direto para cá.',
      signUp: 'Criar conta',
      login: 'Já tenho conta',
    },
    order: {
      number: 'Pedido nº {{id}}',
      payTitle: 'Pagamento do pedido',
      summaryTitle: 'Resumo do pedido',
      pixTitle: 'Pix',
      pixText: 'Pague pelo app do seu banco: a confirmação chega em segundos.',
      showPix: 'Ver QR Code e código Pix',
      notPending: 'Este pedido não está aguardando pagamento.',
      signIn: 'Entre na sua conta para ver este pedido.',
      notFound: 'Pedido não encontrado.',
      loadError: 'Erro ao buscar informações',
      loadErrorTitle: 'Não foi possível abrir o pedido',
      backToCart: 'Voltar ao carrinho',
    },
  },
};

/** Every language of the namespace has these keys. */
export type Catalog = CatalogShape<typeof ptBR>;
