import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StateBadge } from './form-page-header.tsx';

describe('StateBadge', () => {
  it('says the first word while on and the second while off', () => {
    const { rerender } = render(
      <MantineProvider env="test">
        <StateBadge on labels={['Ativo', 'Inativo']} />
      </MantineProvider>,
    );
    expect(screen.getByText('Ativo')).toBeInTheDocument();
    rerender(
      <MantineProvider env="test">
        <StateBadge on={false} labels={['Ativo', 'Inativo']} />
      </MantineProvider>,
    );
    expect(screen.getByText('Inativo')).toBeInTheDocument();
    expect(screen.queryByText('Ativo')).toBeNull();
  });
});
