/** Where a paid order goes: the success page. */
export function successPath(orderId: number): string {
  return `/pagamento/sucesso?pedido=${orderId}`;
}
