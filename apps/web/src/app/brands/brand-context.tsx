import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { BrandDefinition } from '@app/shared';

const BrandContext = createContext<BrandDefinition | null>(null);

export function BrandProvider({
  brand,
  children,
}: {
  brand: BrandDefinition;
  children: ReactNode;
}) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

export function useBrand(): BrandDefinition {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand precisa de um BrandProvider');
  return brand;
}
