import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MENSAJES } from '@pos/shared';
import { LoadError } from '../../src/components/LoadError';
import { ApiError } from '../../src/lib/api';
import { renderWithProviders } from '../providers';

describe('LoadError', () => {
  it("shows the server's detail when it sent one, and asks again on Reintentar", () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <LoadError error={new ApiError(403, 'No tiene permiso.')} fallback="No se pudo." onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('No tiene permiso.');
    expect(screen.queryByText('No se pudo.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("falls back to the screen's text for a network failure, under a title when given, without a retry button when none is given", () => {
    renderWithProviders(
      <LoadError title={MENSAJES.listas.tituloError} error={new ApiError(null, '')} fallback={MENSAJES.listas.error} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(MENSAJES.listas.tituloError);
    expect(alert.textContent).toContain(MENSAJES.listas.error);
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });
});
