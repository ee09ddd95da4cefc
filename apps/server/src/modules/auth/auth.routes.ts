import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detailSchema } from '@pos/shared/api';
import { loginSchema, passwordSchema, tokenSchema } from '@pos/shared/domains/users/users';
import { MENSAJES } from '@pos/shared/messages';
import { emailRecuperacion } from '@pos/shared/validation/fields';
import type { AppDeps } from '../../app-deps';
import { NO_BODY } from '../../plugins/api-docs';
import { actorOf } from '../../plugins/auth';
import { login, logout } from './auth.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';

const resetMailSchema = z.object({
  email: z
    .string({ error: MENSAJES.campos.campoRequerido })
    .trim()
    .min(1, MENSAJES.campos.campoRequerido)
    .refine((email) => emailRecuperacion(email) === undefined, MENSAJES.campos.emailRecuperacion),
  enTienda: z.unknown().optional(),
  subdominio: z.string().optional(),
});

/** The confirmation arrives as `confirm_password`, `pass_confirmation` or `confirmation` (P3-77). */
const resetSchema = z
  .object({
    token: z.string({ error: MENSAJES.sesion.enlaceInvalido }).min(1, MENSAJES.sesion.enlaceInvalido),
    password: passwordSchema,
    confirm_password: z.string().optional(),
    pass_confirmation: z.string().optional(),
    confirmation: z.string().optional(),
  })
  .superRefine((body, ctx) => {
    const confirmation = body.confirm_password ?? body.pass_confirmation ?? body.confirmation;
    if (!confirmation) ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: MENSAJES.campos.required });
    else if (confirmation !== body.password)
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: MENSAJES.sesion.contrasenasNoCoinciden });
  });

export function authRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  api.post(
    '/api/usuarios/token/',
    {
      config: { public: true },
      schema: { summary: 'Iniciar sesión y obtener el token', body: loginSchema, response: { 200: tokenSchema } },
    },
    async (request) => login(db, request.body, request.ip),
  );

  api.post(
    '/api/usuarios/logout/',
    { schema: { summary: 'Cerrar la sesión', documentedBody: NO_BODY, response: { 200: detailSchema } } },
    async (request) => {
      await logout(db, actorOf(request).tokenId);
      return { detail: MENSAJES.sesion.sesionCerrada };
    },
  );

  api.post(
    '/api/usuarios/pass_reset_mail/',
    {
      config: { public: true },
      schema: {
        summary: 'Enviar el correo para restablecer la contraseña',
        body: resetMailSchema,
        response: { 200: detailSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(db, deps.queue, {
        email: request.body.email,
        publicUrl: deps.config.publicUrl,
        validMinutes: deps.config.passwordResetMinutes,
      });
      return { detail: MENSAJES.sesion.correoRecuperacionEnviado };
    },
  );

  api.post(
    '/api/usuarios/pass_reset/',
    {
      config: { public: true },
      schema: {
        summary: 'Restablecer la contraseña con el enlace del correo',
        body: resetSchema,
        response: { 200: detailSchema },
      },
    },
    async (request) => {
      await resetPassword(db, request.body.token, request.body.password);
      return { detail: MENSAJES.sesion.contrasenaRestablecida };
    },
  );
}
