import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { endSession, startSession } from '../../lib/session';

export interface Credenciales {
  email: string;
  password: string;
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
