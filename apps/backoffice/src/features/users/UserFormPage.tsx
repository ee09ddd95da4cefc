import { Form, Result } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { MENSAJES } from '@pos/shared';
import { PageHeader } from '../../components/PageHeader';
import { PageStatus } from '../../components/PageStatus';
import { imageChange } from '../../components/ImageUpload';
import { useConfiguracion } from '../../lib/configuracion';
import { useCurrentUser } from '../../lib/currentUser';
import { useFeedback } from '../../lib/feedback';
import { useTodasLasSucursales } from '../companies';
import { puedeEditar } from './roles';
import { UserForm } from './UserForm';
import { datosDeUsuario, type UsuarioFormValues } from './userFormValues';
import { useGuardarUsuario, useUsuario } from './users.api';

const LISTA = '/configuracion/usuarios';

export default function UserFormPage() {
  const params = useParams();
  const id = params.id === undefined ? undefined : Number(params.id);
  const actor = useCurrentUser();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [form] = Form.useForm<UsuarioFormValues>();
  const usuario = useUsuario(id);
  const configuracion = useConfiguracion();
  const sucursales = useTodasLasSucursales();
  const guardar = useGuardarUsuario(actor.id);

  const title = id === undefined ? 'Nuevo usuario' : 'Editar usuario';
  const header = <PageHeader title={title} backTo={LISTA} subtitle="Datos, rol, sucursales y permisos del usuario." />;
  const failed = usuario.isError || configuracion.isError || sucursales.isError;
  if (failed || (id !== undefined && !usuario.data) || !configuracion.data || !sucursales.data) {
    return <PageStatus header={header} failed={failed} />;
  }
  if (usuario.data && !puedeEditar(actor, usuario.data)) {
    return (
      <>
        {header}
        <Result status="403" title={MENSAJES.usuarios.nivelSuperior} />
      </>
    );
  }

  const submit = (values: UsuarioFormValues) => {
    const foto = imageChange(usuario.data?.foto ?? null, values.foto);
    guardar.mutate(
      { id, data: datosDeUsuario(values, foto.remove), foto: foto.file },
      feedback.saveOutcome(form, MENSAJES.usuarios, () => navigate(LISTA)),
    );
  };

  return (
    <>
      {header}
      <UserForm
        key={id ?? 'nuevo'}
        form={form}
        usuario={usuario.data}
        actor={actor}
        tipoPuntoVenta={configuracion.data.tipo_punto_venta}
        sucursales={sucursales.data}
        saving={guardar.isPending}
        onSubmit={submit}
        onCancel={() => navigate(LISTA)}
      />
    </>
  );
}
