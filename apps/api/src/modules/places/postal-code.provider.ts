import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { placesQueries } from './places.queries.ts';
import type { PlacesQueries } from './places.queries.ts';

export interface PostalAddress {
  zip_code: string;
  street: string;
  district: string;
  city_id: number;
  uf_id: number;
  city: string;
  uf: string;
}

/** Address lookup by postal code (spec section 7). `cep` is 8 digits already. */
export interface PostalCodeProvider {
  lookup(cep: string): Promise<PostalAddress | null>;
}

async function fromTable(queries: PlacesQueries, cep: string): Promise<PostalAddress | null> {
  const row = await queries.postalCode(cep);
  return row
    ? {
        zip_code: cep,
        street: row.p.street,
        district: row.p.district,
        city_id: row.p.cityId,
        uf_id: row.p.stateId,
        city: row.city,
        uf: row.uf,
      }
    : null;
}

/** The embedded default: answers from the local table (seeded, and filled by online lookups). */
export function offlinePostalCodes(db: Db): PostalCodeProvider {
  const queries = placesQueries(db);
  return { lookup: (cep) => fromTable(queries, cep) };
}

interface ViaCepAnswer {
  erro?: boolean | string;
  logradouro?: string;
  bairro?: string;
  ibge?: string;
  uf?: string;
  localidade?: string;
}

/**
 * ViaCEP (GET /ws/{cep}/json/): `ibge` is the municipality code, which is our city id. Answers are
 * kept in the local table, so a postal code is asked once. A slow or failing service is a 503.
 */
export function viaCepPostalCodes(
  db: Db,
  baseUrl = 'https://viacep.com.br',
  timeoutMs = 3_000,
): PostalCodeProvider {
  const queries = placesQueries(db);
  return {
    async lookup(cep) {
      const cached = await fromTable(queries, cep);
      if (cached) return cached;
      let answer: ViaCepAnswer;
      try {
        const res = await fetch(`${baseUrl}/ws/${cep}/json/`, {
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (res.status === 400 || res.status === 404) return null;
        if (!res.ok) throw new Error(`ViaCEP respondeu ${res.status}`);
        answer = (await res.json()) as ViaCepAnswer;
      } catch {
        throw new AppError(
          'service.unavailable',
          'A consulta de CEP está indisponível no momento. Preencha o endereço manualmente.',
        );
      }
      if (answer.erro || !answer.ibge) return null;
      const cityId = Number(answer.ibge);
      const city = await queries.city(cityId);
      if (!city) return null;
      const address = {
        zip_code: cep,
        street: answer.logradouro ?? '',
        district: answer.bairro ?? '',
        city_id: cityId,
        uf_id: city.stateId,
        city: city.city,
        uf: city.uf,
      };
      await queries.savePostalCode({
        zipCode: cep,
        street: address.street,
        district: address.district,
        cityId,
        stateId: city.stateId,
        source: 'viacep',
      });
      // The address just kept (a code kept meanwhile by another process has the same answer).
      return address;
    },
  };
}
