/** The store's messages people read (cart, coupons, checkout, orders). */

/** Spec section 8 / issue 5. */
export const STORE_MESSAGES = {
  alreadyPaid: 'Pagamento já realizado',
  copied: 'Código foi copiado para área de transferência',
  awaitingPix: 'Aguardando confirmação do PIX...',
  approvedSoon: 'Seu pagamento será aprovado em alguns segundos',
  mobileCart:
    'O módulo de carrinho está sendo ajustado para celulares. Por enquanto, use um computador para concluir sua compra.',
  couponInvalid: 'Cupom inválido.',
  couponExpired: 'Este cupom expirou.',
  couponNotYet: 'Este cupom ainda não está valendo.',
  couponExhausted: 'Este cupom atingiu o limite de usos.',
  couponPerCustomer: 'Você já usou este cupom o máximo de vezes permitido.',
  couponProducts: 'Este cupom não vale para os produtos do carrinho.',
  couponBrand: 'Este cupom não vale nesta loja.',
  cartEmpty: 'Seu carrinho está vazio.',
  productUnavailable: 'Este produto não está disponível na loja.',
  termsRequired: 'Aceite os termos de compra para continuar.',
  installmentsInvalid: 'Número de parcelas indisponível para este carrinho.',
  paymentTypeRequired: 'Escolha a forma de pagamento.',
  taxIdRequired: 'Informe seu CPF ou CNPJ para emitir o pagamento.',
  orderNotPending: 'Este pedido não está aguardando pagamento.',
  refundTooLarge: 'O valor do estorno é maior que o valor disponível.',
  pixExpired: 'O código Pix expirou. Gere um novo código para pagar.',
} as const;
