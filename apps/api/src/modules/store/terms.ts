/**
 * The purchase terms a buyer accepts at checkout (`get-shopping-cart-term/{id}`). The version
 * travels with the order so we know which text each buyer accepted.
 */
export const CART_TERMS = {
  version: '2026-11',
  title: 'Termos de compra',
  html: [
    '<p>Ao concluir a compra você declara que leu e concorda com estes termos.</p>',
    '<h3>Acesso</h3>',
    '<p>O acesso aos conteúdos comprados é liberado assim que o pagamento é confirmado, pelo ',
    'período indicado em cada produto. Pagamentos por Pix são confirmados em poucos segundos; ',
    'boletos, em até 3 dias úteis.</p>',
    '<h3>Direito de arrependimento</h3>',
    '<p>Conforme o art. 49 do Código de Defesa do Consumidor, você pode desistir da compra em ',
    'até 7 (sete) dias a contar da confirmação do pagamento, com reembolso integral. Basta ',
    'falar com o suporte. O estorno encerra o acesso aos conteúdos reembolsados.</p>',
    '<h3>Parcelamento</h3>',
    '<p>Parcelamentos no cartão são sem juros até o limite indicado em cada produto.</p>',
    '<h3>Uso pessoal</h3>',
    '<p>O acesso é pessoal e intransferível. Os conteúdos têm caráter educacional e não ',
    'constituem recomendação de investimento.</p>',
  ].join(''),
} as const;
