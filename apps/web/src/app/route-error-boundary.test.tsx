import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

function Page({ broken }: { broken: boolean }) {
  if (broken) throw new Error('chunk failed');
  return <p>Página</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RouteErrorBoundary', () => {
  it('shows a message and a reload in pt-BR when a page cannot render, and lets the next page try', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/curso/a">
        <Page broken />
      </RouteErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Algo deu errado');
    expect(alert).toHaveTextContent('Não foi possível mostrar esta página.');
    expect(screen.getByRole('button', { name: 'Recarregar a página' })).toBeInTheDocument();

    rerender(
      <RouteErrorBoundary resetKey="/curso/a">
        <Page broken={false} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(
      <RouteErrorBoundary resetKey="/carrinho">
        <Page broken={false} />
      </RouteErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Página')).toBeInTheDocument();
  });
});
