import { COVER_ALT_MAX, COVER_SIZES } from '@app/shared';
import type { CoverAnswer } from '@app/shared';
import { AppError } from '../../platform/errors.ts';
import type { CoverStorage } from '../../platform/storage/covers.ts';
import { COVER_PATH } from '../../platform/storage/covers.ts';
import type { CoverKind } from './cover-art.ts';
import type { CoversQueries } from './covers.queries.ts';

export const COVER_ALT_MESSAGE = 'Descreva a capa em até 200 caracteres (texto alternativo).';
const NOT_FOUND = 'Conteúdo não encontrado.';

/** Staff upload a content's cover (checked and re-encoded like avatars) with its alt text. */
export function coversService(deps: {
  queries: CoversQueries;
  storage: CoverStorage;
  audit: (entry: { action: string; targetType: string; targetId: number }) => Promise<void>;
}) {
  const { queries, storage } = deps;
  const existing = async (kind: CoverKind, id: number) => {
    const row = await queries.current(kind, id);
    if (!row) throw new AppError('resource.not_found', NOT_FOUND);
    return row;
  };
  return {
    async upload(
      kind: CoverKind,
      id: number,
      file: { bytes: Buffer; mimetype: string },
      altText: string | undefined,
    ): Promise<CoverAnswer> {
      const alt = altText?.trim() ?? '';
      if (alt.length === 0 || alt.length > COVER_ALT_MAX)
        throw new AppError('bad.request', COVER_ALT_MESSAGE, {
          error: { alt: [COVER_ALT_MESSAGE] },
        });
      const before = await existing(kind, id);
      const name = await storage.save(file.bytes, file.mimetype, COVER_SIZES[kind]);
      const row = await queries.set(kind, id, { url: `${COVER_PATH}${name}`, alt });
      await storage.removeUrl(before.coverUrl);
      await deps.audit({ action: `cover.upload`, targetType: kind, targetId: id });
      return row!;
    },
    async remove(kind: CoverKind, id: number): Promise<CoverAnswer> {
      const before = await existing(kind, id);
      const row = await queries.set(kind, id, { url: null, alt: null });
      await storage.removeUrl(before.coverUrl);
      await deps.audit({ action: `cover.remove`, targetType: kind, targetId: id });
      return row!;
    },
    read: (name: string) => storage.read(name),
  };
}
export type CoversService = ReturnType<typeof coversService>;
