import fc from 'fast-check';
import { createDynamicPix, createStaticPix, hasError, parsePix } from 'pix-utils';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  BrCodeError,
  buildDynamicBrCode,
  buildStaticBrCode,
  brCodeQrPngDataUrl,
  crc16,
  decodeBrCode,
  formatCents,
  parsePixKey,
  toBrCodeText,
  type BrCodeEntry,
} from './brcode.ts';

/**
 * Examples published by the Banco Central in the "Manual de Padrões para Iniciação do Pix"
 * (§2.6.3 static, §2.7.2 dynamic, §2.8.5 composite with Pix Automático). The payloads were
 * taken from several independent projects quoting the manual; their CRCs agree with ours.
 */
const MANUAL_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const MANUAL_DYNAMIC =
  '00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***630464E4';
const MANUAL_COMPOSITE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406100.505802BR5913Fulano de Tal6008BRASILIA62070503***80740014br.gov.bcb.pix2552pix.example.com/rec/2353c790eefb11eaadc10242ac12000263042875';
const EVP = '123e4567-e12b-12d1-a456-426655440000';

/** [id, length, value] of each top-level field, for field-by-field comparisons. */
const triples = (entries: BrCodeEntry[]) => entries.map((e) => [e.id, e.length, e.value]);

describe('CRC16-CCITT-FALSE', () => {
  it('gives the standard check value and the CRC of each manual example', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16('')).toBe('FFFF');
    for (const example of [MANUAL_STATIC, MANUAL_DYNAMIC, MANUAL_COMPOSITE])
      expect(crc16(example.slice(0, -4))).toBe(example.slice(-4));
  });
});

describe('the Banco Central examples', () => {
  it('reproduces the static example byte for byte (random key, no amount, txid ***)', () => {
    expect(
      buildStaticBrCode({ key: EVP, merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA' }),
    ).toBe(MANUAL_STATIC);
    // `***` given explicitly is the same as no txid.
    expect(
      buildStaticBrCode({
        key: EVP,
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
        txid: '***',
      }),
    ).toBe(MANUAL_STATIC);
  });

  it('reproduces the dynamic example byte for byte (point of initiation 12, location)', () => {
    const payload = buildDynamicBrCode({
      locationUrl: 'https://pix.example.com/8b3da2f39a4140d1a91abd93113bd441',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    });
    expect(payload).toBe(MANUAL_DYNAMIC);
  });

  it('writes the amount as the composite example does (100.50), up to its Pix Automático part', () => {
    const payload = buildStaticBrCode({
      key: EVP,
      amountCents: 10050,
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    });
    const ours = payload.slice(0, -8); // without 6304 + CRC
    expect(MANUAL_COMPOSITE.startsWith(ours)).toBe(true);
    expect(MANUAL_COMPOSITE.slice(ours.length, ours.length + 4)).toBe('8074');
  });

  it('decodes the three examples field by field', () => {
    const statics = decodeBrCode(MANUAL_STATIC);
    expect(triples(statics.entries)).toEqual([
      ['00', 2, '01'],
      ['26', 58, `0014br.gov.bcb.pix0136${EVP}`],
      ['52', 4, '0000'],
      ['53', 3, '986'],
      ['58', 2, 'BR'],
      ['59', 13, 'Fulano de Tal'],
      ['60', 8, 'BRASILIA'],
      ['62', 7, '0503***'],
      ['63', 4, '1D3D'],
    ]);
    expect(statics).toMatchObject({
      crcValid: true,
      kind: 'static',
      pixKey: EVP,
      txid: '***',
      fields: { '26': { '00': 'br.gov.bcb.pix', '01': EVP }, '62': { '05': '***' } },
    });
    expect(statics.amountCents).toBeUndefined();

    const dynamic = decodeBrCode(MANUAL_DYNAMIC);
    expect(triples(dynamic.entries).slice(0, 3)).toEqual([
      ['00', 2, '01'],
      ['01', 2, '12'],
      ['26', 70, '0014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd441'],
    ]);
    expect(dynamic).toMatchObject({
      crcValid: true,
      kind: 'dynamic',
      locationUrl: 'pix.example.com/8b3da2f39a4140d1a91abd93113bd441',
    });

    const composite = decodeBrCode(MANUAL_COMPOSITE);
    expect(composite).toMatchObject({
      crcValid: true,
      kind: 'static',
      amountCents: 10050,
      fields: {
        '54': '100.50',
        '80': {
          '00': 'br.gov.bcb.pix',
          '25': 'pix.example.com/rec/2353c790eefb11eaadc10242ac120002',
        },
      },
    });
  });
});

describe('generated codes, field by field', () => {
  it('static: key, description, amount, ASCII name and city, txid, CRC', () => {
    const payload = buildStaticBrCode({
      key: 'Financeiro@LSTrader.com.br',
      amountCents: 123456,
      merchantName: 'LS Trader Educação Financeira Ltda',
      merchantCity: 'São José dos Campos',
      txid: 'PEDIDO20260815A1',
      description: 'Curso Análise Técnica — turma 3',
    });
    const decoded = decodeBrCode(payload);
    const account =
      '0014br.gov.bcb.pix0126financeiro@lstrader.com.br0229Curso Analise Tecnica turma 3';
    expect(triples(decoded.entries)).toEqual([
      ['00', 2, '01'],
      ['26', account.length, account],
      ['52', 4, '0000'],
      ['53', 3, '986'],
      ['54', 7, '1234.56'],
      ['58', 2, 'BR'],
      ['59', 25, 'LS Trader Educacao Financ'],
      ['60', 15, 'Sao Jose dos Ca'],
      ['62', 20, '0516PEDIDO20260815A1'],
      ['63', 4, crc16(payload.slice(0, -4))],
    ]);
    expect(account).toContain('0229Curso Analise Tecnica turma 3');
    expect(decoded.crcValid).toBe(true);
  });

  it('dynamic: point of initiation 12, location without scheme, optional amount, txid ***', () => {
    const payload = buildDynamicBrCode({
      locationUrl: 'https://pix.example.com/qr/9d36b84f-c70b-478f-b95c-12729b90ca25',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      amountCents: 1000,
    });
    const location = 'pix.example.com/qr/9d36b84f-c70b-478f-b95c-12729b90ca25';
    expect(triples(decodeBrCode(payload).entries)).toEqual([
      ['00', 2, '01'],
      ['01', 2, '12'],
      ['26', 77, `0014br.gov.bcb.pix2555${location}`],
      ['52', 4, '0000'],
      ['53', 3, '986'],
      ['54', 5, '10.00'],
      ['58', 2, 'BR'],
      ['59', 13, 'Fulano de Tal'],
      ['60', 8, 'BRASILIA'],
      ['62', 7, '0503***'],
      ['63', 4, crc16(payload.slice(0, -4))],
    ]);
  });

  it('agrees with pix-utils on plain ASCII inputs (two independent generators)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.stringMatching(/^[A-Z][A-Z0-9 ]{0,23}[A-Z]$/),
        fc.stringMatching(/^[A-Z]{1,15}$/),
        fc.stringMatching(/^[A-Za-z0-9]{1,25}$/),
        (amountCents, merchantName, merchantCity, txid) => {
          fc.pre(!/ {2}/.test(merchantName));
          const ours = buildStaticBrCode({
            key: EVP,
            amountCents,
            merchantName,
            merchantCity,
            txid,
          });
          const theirs = createStaticPix({
            pixKey: EVP,
            merchantName,
            merchantCity,
            txid,
            transactionAmount: amountCents / 100,
          });
          if (hasError(theirs)) throw new Error('pix-utils recusou');
          expect(ours).toBe(theirs.toBRCode());
          const parsed = parsePix(ours);
          expect(hasError(parsed)).toBe(false);
        },
      ),
    );
    const dynamic = createDynamicPix({
      url: 'pix.example.com/8b3da2f39a4140d1a91abd93113bd441',
      merchantName: 'FULANO DE TAL',
      merchantCity: 'BRASILIA',
      oneTime: true,
    });
    if (hasError(dynamic)) throw new Error('pix-utils recusou');
    expect(
      buildDynamicBrCode({
        locationUrl: 'pix.example.com/8b3da2f39a4140d1a91abd93113bd441',
        merchantName: 'FULANO DE TAL',
        merchantCity: 'BRASILIA',
      }),
    ).toBe(dynamic.toBRCode());
  });
});

// Accented variants of ASCII letters; the expected text is the base letter, known independently.
const ACCENTED: Record<string, string[]> = {
  a: ['á', 'à', 'â', 'ã', 'ä'],
  e: ['é', 'ê', 'è'],
  i: ['í', 'ï'],
  o: ['ó', 'ô', 'õ', 'ö'],
  u: ['ú', 'ü'],
  c: ['ç'],
  n: ['ñ'],
  A: ['Á', 'Â', 'Ã', 'À'],
  E: ['É', 'Ê'],
  O: ['Ó', 'Ô', 'Õ'],
  C: ['Ç'],
};
const plainChar = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
);
/** A word as [what is typed, what the code must carry]. */
const word = fc
  .array(
    fc.oneof(
      plainChar.map((c) => [c, c] as const),
      fc
        .constantFrom(...Object.entries(ACCENTED))
        .chain(([base, variants]) => fc.constantFrom(...variants).map((v) => [v, base] as const)),
      // Emoji and symbols outside the EMV set are dropped.
      fc.constantFrom('😀', '™', '€', '\u0000').map((c) => [c, ''] as const),
    ),
    { minLength: 1, maxLength: 12 },
  )
  .map((chars) => [chars.map(([t]) => t).join(''), chars.map(([, e]) => e).join('')] as const);
const phrase = fc
  .array(word, { minLength: 1, maxLength: 5 })
  .map((words): [string, string] => [
    words.map(([t]) => t).join(' '),
    words
      .map(([, e]) => e)
      .filter(Boolean)
      .join(' '),
  ])
  .filter(([, expected]) => expected.length > 0);

const expectedText = (expected: string, max: number) => expected.slice(0, max).trimEnd();

describe('properties', () => {
  it('any amount and accented names: decodes back, CRC valid, ASCII, lengths within limits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        phrase,
        phrase,
        fc.option(fc.stringMatching(/^[A-Za-z0-9]{1,25}$/), { nil: undefined }),
        fc.option(phrase, { nil: undefined }),
        (amountCents, [name, nameExpected], [city, cityExpected], txid, description) => {
          const payload = buildStaticBrCode({
            key: EVP,
            amountCents,
            merchantName: name,
            merchantCity: city,
            ...(txid === undefined ? {} : { txid }),
            ...(description === undefined ? {} : { description: description[0] }),
          });
          expect(payload).toMatch(/^[\x20-\x7e]+$/);
          expect(payload.length).toBeLessThanOrEqual(512);
          const decoded = decodeBrCode(payload);
          expect(decoded.crcValid).toBe(true);
          expect(decoded.amountCents).toBe(amountCents);
          expect(decoded.fields['54']).toBe(
            `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`,
          );
          expect(decoded.merchantName).toBe(expectedText(nameExpected, 25));
          expect(decoded.merchantCity).toBe(expectedText(cityExpected, 15));
          expect(decoded.txid).toBe(txid ?? '***');
          expect(decoded.pixKey).toBe(EVP);
          for (const entry of decoded.entries) {
            expect(entry.value.length).toBe(entry.length);
            expect(entry.length).toBeLessThanOrEqual(99);
          }
          expect((decoded.merchantName ?? '').length).toBeLessThanOrEqual(25);
          expect((decoded.merchantCity ?? '').length).toBeLessThanOrEqual(15);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('any dynamic code decodes back with its location and a valid CRC', () => {
    fc.assert(
      fc.property(
        fc.uuid(),
        fc.option(fc.integer({ min: 1, max: 1_000_000_000 }), { nil: undefined }),
        phrase,
        (id, amountCents, [name]) => {
          const payload = buildDynamicBrCode({
            locationUrl: `https://psp.example.com.br/qr/v2/${id}`,
            merchantName: name,
            merchantCity: 'Brasília',
            ...(amountCents === undefined ? {} : { amountCents }),
          });
          const decoded = decodeBrCode(payload);
          expect(decoded).toMatchObject({
            crcValid: true,
            kind: 'dynamic',
            locationUrl: `psp.example.com.br/qr/v2/${id}`,
            merchantCity: 'Brasilia',
            txid: '***',
          });
          expect(decoded.fields['01']).toBe('12');
          expect(decoded.amountCents).toBe(amountCents);
        },
      ),
    );
  });

  it('changing any single character of a code breaks its CRC (or its structure)', () => {
    const payload = buildStaticBrCode({
      key: EVP,
      amountCents: 1000,
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      txid: 'ABC123',
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: payload.length - 1 }),
        fc.constantFrom(...'0123456789ABCDEFabcdef*.- '),
        (at, char) => {
          fc.pre(payload[at] !== char);
          const tampered = `${payload.slice(0, at)}${char}${payload.slice(at + 1)}`;
          let valid = false;
          try {
            valid = decodeBrCode(tampered).crcValid;
          } catch (error) {
            expect(error).toBeInstanceOf(BrCodeError);
          }
          expect(valid).toBe(false);
        },
      ),
    );
  });
});

describe('tampering and malformed payloads', () => {
  it('an edited amount keeps the structure but fails the CRC', () => {
    const payload = buildStaticBrCode({
      key: EVP,
      amountCents: 1000,
      merchantName: 'Fulano',
      merchantCity: 'BRASILIA',
    });
    const tampered = payload.replace('540510.00', '540590.00');
    expect(tampered).not.toBe(payload);
    const decoded = decodeBrCode(tampered);
    expect(decoded.amountCents).toBe(9000);
    expect(decoded.crcValid).toBe(false);
    expect(decoded.crc).not.toBe(decoded.computedCrc);
  });

  it('a code without field 63 is not valid; broken TLV throws', () => {
    expect(decodeBrCode(MANUAL_STATIC.slice(0, -8)).crcValid).toBe(false);
    expect(() => decodeBrCode(MANUAL_STATIC.slice(0, -2))).toThrow(BrCodeError);
    expect(() => decodeBrCode('0002')).toThrow(/passa do fim/);
    expect(() => decodeBrCode('0002010X')).toThrow(/malformado/);
    expect(() => decodeBrCode('000201000201')).toThrow(/repetido/);
  });
});

describe('input validation', () => {
  const base = { key: EVP, merchantName: 'Fulano', merchantCity: 'BRASILIA' };

  it('amounts are integer cents above zero that fit field 54', () => {
    for (const amountCents of [0, -1, 1.5, Number.NaN, Infinity, 1_000_000_000_000])
      expect(() => buildStaticBrCode({ ...base, amountCents })).toThrow(BrCodeError);
    expect(formatCents(1)).toBe('0.01');
    expect(formatCents(10)).toBe('0.10');
    expect(formatCents(100)).toBe('1.00');
    expect(formatCents(123456789)).toBe('1234567.89');
    expect(formatCents(999_999_999_999)).toBe('9999999999.99');
  });

  it('static txids are 1–25 alphanumerics', () => {
    for (const txid of ['', 'A'.repeat(26), 'pedido-1', 'ação1', 'a b'])
      expect(() => buildStaticBrCode({ ...base, amountCents: 100, txid })).toThrow(/txid/);
    expect(
      decodeBrCode(buildStaticBrCode({ ...base, amountCents: 100, txid: 'Z'.repeat(25) })).txid,
    ).toBe('Z'.repeat(25));
  });

  it('keys: CPF/CNPJ digits with check digits, +55 phone, e-mail, EVP', () => {
    expect(parsePixKey('52998224725')).toEqual({ type: 'cpf', value: '52998224725' });
    expect(parsePixKey('11222333000181')).toEqual({ type: 'cnpj', value: '11222333000181' });
    expect(parsePixKey('+5511987654321')).toEqual({ type: 'phone', value: '+5511987654321' });
    expect(parsePixKey('+551133334444')).toEqual({ type: 'phone', value: '+551133334444' });
    expect(parsePixKey(' Pix@Example.COM ')).toEqual({ type: 'email', value: 'pix@example.com' });
    expect(parsePixKey(EVP.toUpperCase())).toEqual({ type: 'evp', value: EVP });
    expect(() => parsePixKey('52998224726')).toThrow(/CPF/);
    expect(() => parsePixKey('11222333000182')).toThrow(/CNPJ/);
    expect(() => parsePixKey('529.982.247-25')).toThrow(/só com dígitos/);
    expect(() => parsePixKey('11987654321')).toThrow(/CPF/);
    expect(() => parsePixKey('+1 555 0100')).toThrow(/telefone/);
    expect(() => parsePixKey('fulano@')).toThrow(/e-mail/);
    expect(() => parsePixKey(`${'a'.repeat(70)}@example.com`)).toThrow(/77/);
    expect(() => parsePixKey('chave qualquer')).toThrow(/Chave Pix inválida/);
  });

  it('names and cities must keep something after normalisation', () => {
    expect(() => buildStaticBrCode({ ...base, merchantName: '😀 ™' })).toThrow(/Nome/);
    expect(() => buildStaticBrCode({ ...base, merchantCity: '   ' })).toThrow(/Cidade/);
    expect(toBrCodeText('  Straße  Øster\tŁódź  ', 25)).toBe('Strasse Oster Lodz');
    expect(toBrCodeText('Ação & Reação Ltda.', 25)).toBe('Acao & Reacao Ltda.');
  });

  it('the description is cut to what fits in the 99-character account template', () => {
    const key = `${'a'.repeat(50)}@example.com`;
    const payload = buildStaticBrCode({
      ...base,
      key,
      amountCents: 100,
      description: 'Descrição longa '.repeat(10),
    });
    const account = decodeBrCode(payload).entries.find((e) => e.id === '26')!;
    expect(account.length).toBe(99);
    expect(decodeBrCode(payload).description).toBe('Descricao l');
    // A 77-character key leaves no room: the description is left out.
    const longest = `${'b'.repeat(65)}@example.com`;
    expect(longest).toHaveLength(77);
    const full = decodeBrCode(
      buildStaticBrCode({ ...base, key: longest, amountCents: 100, description: 'x' }),
    );
    expect(full.description).toBeUndefined();
    expect(full.entries.find((e) => e.id === '26')!.length).toBe(99);
  });

  it('locations: HTTPS or schemeless, with host and path, at most 77 characters', () => {
    const dyn = (locationUrl: string) =>
      buildDynamicBrCode({ locationUrl, merchantName: 'F', merchantCity: 'B' });
    expect(() => dyn('http://pix.example.com/qr/1')).toThrow(/HTTPS/);
    expect(() => dyn('pix.example.com')).toThrow(/caminho/);
    expect(() => dyn('pix example.com/qr')).toThrow(/inválida/);
    expect(() => dyn(`pix.example.com/${'q'.repeat(70)}`)).toThrow(/77/);
    expect(() => dyn('pix.example.com/qr/1')).not.toThrow();
  });
});

describe('QR code image', () => {
  it('is a PNG whose format information says error correction M', async () => {
    const url = await brCodeQrPngDataUrl(MANUAL_STATIC);
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(url.slice('data:image/png;base64,'.length), 'base64');
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    // qrcode's defaults: 4 pixels per module, 4 modules of quiet zone on each side.
    const scale = 4;
    const size = info.width / scale - 8;
    expect((size - 17) % 4).toBe(0); // 17 + 4 × version
    const pixel = (x: number, y: number) => data[(y * info.width + x) * info.channels] ?? 255;
    const dark = (row: number, col: number) =>
      pixel((col + 4) * scale + 1, (row + 4) * scale + 1) < 128;
    // Finder pattern corner and quiet zone.
    expect(dark(0, 0) && dark(6, 6) && !dark(1, 1)).toBe(true);
    expect(pixel(0, 0)).toBeGreaterThan(128);
    // ISO/IEC 18004 §7.9: the 15 format bits along column 8 (bit i from the top), masked with
    // 101010000010010; the two high bits are the level (L=01, M=00, Q=11, H=10).
    const rows = [0, 1, 2, 3, 4, 5, 7, 8, ...Array.from({ length: 7 }, (_, k) => size - 7 + k)];
    let bits = 0;
    rows.forEach((row, i) => {
      if (dark(row, 8)) bits |= 1 << i;
    });
    // The second copy runs along row 8: bits 0–7 from the right edge, 8–14 near the finder.
    const cols = [...Array.from({ length: 8 }, (_, k) => size - 1 - k), 7, 5, 4, 3, 2, 1, 0];
    let copy = 0;
    cols.forEach((col, i) => {
      if (dark(8, col)) copy |= 1 << i;
    });
    expect(copy).toBe(bits);
    expect(((bits ^ 0b101010000010010) >> 13) & 0b11).toBe(0b00);
  });
});
