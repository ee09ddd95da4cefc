import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '@pos/shared/domains/users/permissions';
import { detailSchema, pageSchema } from '@pos/shared/api';
import {
  bienvenidaSchema,
  usuarioActualSchema,
  usuarioCreateSchema,
  usuarioOpcionSchema,
  usuarioSchema,
  usuarioUpdateSchema,
} from '@pos/shared/domains/users/users';
import { zBooleanish } from '@pos/shared/validation/zod';
import type { AppDeps } from '../../app-deps';
import { tienePermiso } from '../../lib/actor';
import { formFingerprint, parseFields, readFormData } from '../../lib/form-data';
import { forbidden } from '../../lib/http-errors';
import { listParams, listQuerySchema, pageOf } from '../../lib/list';
import { idParams } from '../../lib/params';
import { createOnce } from '../../lib/transaction';
import { deleteMedia } from '../../lib/uploads';
import { FORM_MEDIA_TYPES, partialBody } from '../../plugins/api-docs';
import { actorOf } from '../../plugins/auth';
import { companyBranches, companyOf } from '../companies';
import { cajaActivaDe } from '../registers';
import { toUsuario } from './users.dto';
import { listUsuarios, ordenUsuarios } from './users.repo';
import { saveUserPhoto } from './user-photo';
import {
  createUsuario,
  deleteUsuario,
  getUsuarioOr404,
  markWelcomeSeen,
  updatePerfil,
  updateUsuario,
} from './users.service';
import { usuarios } from '../../db/schema/index';
import { MENSAJES } from '@pos/shared/messages';

export function usuariosRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  api.get(
    '/api/usuarios/me/',
    { schema: { summary: 'Consultar el usuario de la sesión', response: { 200: usuarioActualSchema } } },
    async (request) => {
      const actor = actorOf(request);
      const row = await getUsuarioOr404(db, actor, actor.usuarioId);
      const empresa = await companyOf(db, actor.empresaId);
      // Global users see every branch of the company in their selector, their own first, in the
      // order the API scopes them, so the default branch (P3-06) is the first one listed.
      const position = (id: number) => actor.sucursalIds.indexOf(id);
      const sucursales = actor.esGlobal
        ? (await companyBranches(db, actor)).sort((a, b) => position(a.id) - position(b.id))
        : row.sucursales;
      return {
        ...toUsuario({ ...row, sucursales }),
        sucursal: actor.sucursalIds[0] ?? null,
        pais: empresa.pais,
        caja: await cajaActivaDe(db, actor.empresaId, actor.usuarioId),
        empresa: { id: empresa.id, nombre: empresa.nombre, slug: empresa.slug },
        bienvenida_visto: row.bienvenidaVisto,
      };
    },
  );

  api.get(
    '/api/usuarios/',
    {
      config: { permiso: 'conf_usuario' },
      schema: {
        summary: 'Listar usuarios',
        querystring: listQuerySchema,
        response: { 200: pageSchema(usuarioSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const params = listParams(request.query, {
        ordering: ordenUsuarios,
        defaultOrdering: '-creado',
        tiebreaker: usuarios.id,
      });
      const { rows, count } = await listUsuarios(db, actor.empresaId, params);
      return pageOf(request, params, count, rows.map(toUsuario));
    },
  );

  // A light list of the company's users for pickers and filters (bitácora, reports), open to any user.
  api.get(
    '/api/usuarios/opciones/',
    {
      schema: {
        summary: 'Listar usuarios para filtros y selectores',
        querystring: listQuerySchema,
        response: { 200: pageSchema(usuarioOpcionSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const params = listParams(request.query, {
        ordering: ordenUsuarios,
        defaultOrdering: 'first_name',
        tiebreaker: usuarios.id,
      });
      const { rows, count } = await listUsuarios(db, actor.empresaId, params);
      return pageOf(
        request,
        params,
        count,
        rows.map((u) => ({ id: u.id, nombre: `${u.firstName} ${u.lastName}`.trim(), email: u.email })),
      );
    },
  );

  api.post(
    '/api/usuarios/',
    {
      config: { permiso: 'conf_usuario' },
      schema: {
        summary: 'Crear un usuario',
        description: 'En multipart/form-data, la foto va en la parte `foto`.',
        consumes: FORM_MEDIA_TYPES,
        documentedBody: usuarioCreateSchema,
        response: { 201: usuarioSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const form = await readFormData(request);
      const input = parseFields(usuarioCreateSchema, form.fields);
      const foto = await saveUserPhoto(deps, actor, form.files);
      try {
        const usuario = await createOnce(
          db,
          request,
          reply,
          (tx) => createUsuario(tx, actor, input, foto),
          formFingerprint(form),
        );
        // A replay answers with the first request's user: the photo saved for this one is not used.
        if (reply.getHeader('idempotent-replayed')) await deleteMedia(deps.mediaDir, foto);
        return usuario;
      } catch (error) {
        await deleteMedia(deps.mediaDir, foto);
        throw error;
      }
    },
  );

  api.get(
    '/api/usuarios/:id/',
    { schema: { summary: 'Consultar un usuario', params: idParams, response: { 200: usuarioSchema } } },
    async (request) => {
      const actor = actorOf(request);
      if (request.params.id !== actor.usuarioId && !tienePermiso(actor, 'conf_usuario')) throw forbidden();
      return toUsuario(await getUsuarioOr404(db, actor, request.params.id));
    },
  );

  api.put(
    '/api/usuarios/:id/',
    {
      schema: {
        summary: 'Modificar un usuario o el perfil propio',
        description:
          'Sin el permiso conf_usuario, un usuario solo modifica su perfil (nombre, teléfono, contraseña y foto): su propio id, sin banderas de rol. En multipart/form-data, la foto va en la parte `foto`.',
        consumes: FORM_MEDIA_TYPES,
        documentedBody: partialBody(usuarioUpdateSchema),
        params: idParams,
        response: { 200: usuarioSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const id = request.params.id;
      const form = await readFormData(request);
      // "Mi perfil" (P3-61) saves the user's own safe fields: it is a save of oneself without role
      // flags, and the only kind of save allowed without conf_usuario.
      const profileSave = id === actor.usuarioId && !ROLES.some((rol) => rol in form.fields);
      const managesUsers = !profileSave && tienePermiso(actor, 'conf_usuario');
      if (!managesUsers && !(profileSave && tienePermiso(actor, 'perfil', 'conf_usuario'))) throw forbidden();
      const uploaded = await saveUserPhoto(deps, actor, form.files);
      try {
        // The fields left out keep their stored value: the service lays the body over the user.
        const { usuario, replacedFoto } = await db.transaction((tx) =>
          managesUsers
            ? updateUsuario(tx, actor, id, form.fields, uploaded)
            : updatePerfil(tx, actor, form.fields, uploaded),
        );
        await deleteMedia(deps.mediaDir, replacedFoto);
        return usuario;
      } catch (error) {
        await deleteMedia(deps.mediaDir, uploaded);
        throw error;
      }
    },
  );

  api.delete(
    '/api/usuarios/:id/',
    {
      config: { permiso: 'conf_usuario' },
      schema: { summary: 'Eliminar un usuario', params: idParams, response: { 200: detailSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      await db.transaction((tx) => deleteUsuario(tx, actor, request.params.id));
      return { detail: MENSAJES.usuarios.eliminado };
    },
  );

  api.post(
    '/api/bienvenida_usuario/',
    {
      schema: {
        summary: 'Marcar la bienvenida como vista',
        body: z.object({ bienvenida: zBooleanish().optional().default(true) }),
        response: { 200: bienvenidaSchema },
      },
    },
    async (request) => {
      await markWelcomeSeen(db, actorOf(request), request.body.bienvenida);
      return { bienvenida_visto: request.body.bienvenida };
    },
  );
}
