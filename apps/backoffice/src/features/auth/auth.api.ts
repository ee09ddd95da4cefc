import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ERROR_CODES } from '@pos/shared/errors';
import { ApiError, api } from '../../lib/api';
import { endSession, startSession } from '../../lib/session';

export interface Credenciales {
  email: string;
  password: string;
  /** The company's slug, when the e-mail and password open accounts in several companies. */
  empresa?: string;
}

/** A company the login asks the user to pick: its slug (sent back as `empresa`) and its name. */
export interface EmpresaAElegir {
  slug: string;
  nombre: string;
}

/**
 * The companies to pick from when the login answered that the e-mail and password open accounts
 * in several (COMPANY_CHOICE_REQUIRED); null for any other answer.
 */
export function empresasAElegir(error: unknown): EmpresaAElegir[] | null {
  if (!(error instanceof ApiError) || error.code !== ERROR_CODES.COMPANY_CHOICE_REQUIRED) return null;
  const slugs = error.fields.empresas ?? [];
  const nombres = error.fields.nombres_empresas ?? [];
  return slugs.map((slug, i) => ({ slug, nombre: nombres[i] ?? slug }));
}

/** `POST usuarios/token`; the stored token makes the login screen send the user home. */
export function useLogin() {
  return useMutation({
    mutationFn: (credenciales: Credenciales) => api.post<{ token: string }>('usuarios/token', credenciales),
    onSuccess: ({ token }) => startSession(token),
  });
}

/** `POST usuarios/logout`; the session ends here even when the call fails. */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<{ detail: string }>('usuarios/logout'),
    onSettled: () => {
      endSession();
      navigate('/', { replace: true });
    },
  });
}

export function useRecoverPassword() {
  return useMutation({
    mutationFn: (email: string) => api.post<{ detail: string }>('usuarios/pass_reset_mail', { email }),
  });
}

export interface NuevaContrasena {
  token: string;
  password: string;
  confirm_password: string;
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: NuevaContrasena) => api.post<{ detail: string }>('usuarios/pass_reset', body),
  });
}
