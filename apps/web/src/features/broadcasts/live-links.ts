import type { BrandId } from '@app/shared';

/** Where a broadcast is watched in this brand: Liberta has its own `/conteudo/video/:id/live`. */
export function broadcastPath(brand: BrandId, id: number): string {
  return brand === 'liberta' ? `/conteudo/video/${id}/live` : `/cliente/lives/${id}`;
}
