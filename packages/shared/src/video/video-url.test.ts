import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseVideoUrl, videoEmbedUrl } from './video-url.ts';

const PANDA_ID = '3b8b6f29-5a4e-4a7c-9d2b-0c1e2f3a4b5c';

describe('parseVideoUrl: YouTube', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=3',
    'https://www.youtube.com/live/dQw4w9WgXcQ?feature=shared',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'dQw4w9WgXcQ',
    '  dQw4w9WgXcQ  ',
  ])('reads %s', (link) => {
    expect(parseVideoUrl(link)).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
  });

  it.each([
    ['an id of 10 characters', 'https://youtu.be/dQw4w9WgXc'],
    ['an id of 12 characters', 'https://www.youtube.com/watch?v=dQw4w9WgXcQQ'],
    ['a channel page', 'https://www.youtube.com/@canal'],
    ['another site', 'https://example.com/watch?v=dQw4w9WgXcQ'],
    ['an empty link', ''],
    ['text', 'não é um vídeo'],
    ['null', null],
  ])('gives null for %s', (_, link) => {
    expect(parseVideoUrl(link)).toBeNull();
  });

  it('reads any 11-character id, bare or in a link', () => {
    const id = fc.string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-'),
      minLength: 11,
      maxLength: 11,
    });
    fc.assert(
      fc.property(id, (videoId) => {
        expect(parseVideoUrl(`https://www.youtube.com/watch?v=${videoId}`)).toEqual({
          provider: 'youtube',
          id: videoId,
        });
        expect(parseVideoUrl(`https://youtu.be/${videoId}`)).toEqual({
          provider: 'youtube',
          id: videoId,
        });
        const bare = parseVideoUrl(videoId);
        // A bare id that happens to contain "vimeo" is read as a Vimeo link (spec: the link contains vimeo).
        if (!videoId.toLowerCase().includes('vimeo'))
          expect(bare).toEqual({ provider: 'youtube', id: videoId });
      }),
    );
  });
});

describe('parseVideoUrl: Vimeo', () => {
  it.each([
    ['https://vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://player.vimeo.com/video/76979871', { provider: 'vimeo', id: '76979871' }],
    [
      'https://player.vimeo.com/video/76979871?h=8a7c3b2e1f&badge=0',
      { provider: 'vimeo', id: '76979871', hash: '8a7c3b2e1f' },
    ],
    [
      'https://vimeo.com/76979871/8a7c3b2e1f',
      { provider: 'vimeo', id: '76979871', hash: '8a7c3b2e1f' },
    ],
    ['https://vimeo.com/channels/staffpicks/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/showcase/1234/video/76979871', { provider: 'vimeo', id: '76979871' }],
    ['vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
  ])('reads %s', (link, expected) => {
    expect(parseVideoUrl(link)).toEqual(expected);
  });

  it('gives null for a Vimeo link without a numeric id', () => {
    expect(parseVideoUrl('https://vimeo.com/canal')).toBeNull();
  });

  it('treats any link containing vimeo as Vimeo', () => {
    expect(parseVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&ref=vimeo')).toBeNull();
  });
});

describe('parseVideoUrl: Panda Video', () => {
  it('reads the id from ?v= of the player link and keeps the player host', () => {
    expect(
      parseVideoUrl(`https://player-vz-7b6cf9e4-8bf.tv.pandavideo.com.br/embed/?v=${PANDA_ID}`),
    ).toEqual({
      provider: 'pandavideo',
      id: PANDA_ID,
      playerHost: 'player-vz-7b6cf9e4-8bf.tv.pandavideo.com.br',
    });
  });

  it('reads the id from the path of other Panda Video links', () => {
    expect(
      parseVideoUrl(`https://dashboard.pandavideo.com.br/videos/${PANDA_ID.toUpperCase()}`),
    ).toEqual({
      provider: 'pandavideo',
      id: PANDA_ID,
    });
  });

  it('gives null without a video id', () => {
    expect(parseVideoUrl('https://player-vz-1.tv.pandavideo.com.br/embed/?v=abc')).toBeNull();
  });
});

describe('videoEmbedUrl', () => {
  it('builds the YouTube embed, with the start time when given', () => {
    expect(videoEmbedUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(videoEmbedUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ' }, { startSeconds: 90.7 })).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ?start=90',
    );
  });

  it('builds the Vimeo embed with its privacy hash and start time', () => {
    expect(
      videoEmbedUrl(
        { provider: 'vimeo', id: '76979871', hash: '8a7c3b2e1f' },
        { startSeconds: 30 },
      ),
    ).toBe('https://player.vimeo.com/video/76979871?h=8a7c3b2e1f#t=30s');
    expect(videoEmbedUrl({ provider: 'vimeo', id: '76979871' }, { startSeconds: 0 })).toBe(
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('builds the Panda Video embed on its player host, or nothing without one', () => {
    expect(
      videoEmbedUrl({
        provider: 'pandavideo',
        id: PANDA_ID,
        playerHost: 'player-vz-1.tv.pandavideo.com.br',
      }),
    ).toBe(`https://player-vz-1.tv.pandavideo.com.br/embed/?v=${PANDA_ID}`);
    expect(videoEmbedUrl({ provider: 'pandavideo', id: PANDA_ID })).toBeUndefined();
  });

  it('ignores a negative or non-finite start time', () => {
    expect(videoEmbedUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ' }, { startSeconds: -5 })).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(
      videoEmbedUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ' }, { startSeconds: Number.NaN }),
    ).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
  });

  it('round-trips: parsing an embed URL gives the same video back', () => {
    const links = fc.constantFrom(
      'https://youtu.be/dQw4w9WgXcQ',
      'https://vimeo.com/76979871/8a7c3b2e1f',
      `https://player-vz-1.tv.pandavideo.com.br/embed/?v=${PANDA_ID}`,
    );
    fc.assert(
      fc.property(links, (link) => {
        const parsed = parseVideoUrl(link);
        expect(parsed).not.toBeNull();
        if (parsed) expect(parseVideoUrl(videoEmbedUrl(parsed))).toEqual(parsed);
      }),
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseVideoUrl(text);
        if (parsed) expect(typeof parsed.id).toBe('string');
      }),
    );
  });
});
